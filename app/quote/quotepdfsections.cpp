// SPDX-License-Identifier: GPL-3.0-or-later
// The quote PDF writer, part 2 of 3 (quotepdfimpl.h lists the parts): the page-1 header and banners, the
// line items and totals, the terms, the three routes, the measurement notes, the retention and deletion
// block with its sign-off, and the definitions disclaimer.
#include "quotepdfimpl.h"

#include <scenario/labels.h>
#include <scenario/workloadlabels.h>

#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>

namespace headroom::quote {

using namespace pdfimpl;

namespace {

/// The sign printed next to the ISO code in the header ("EUR (€)"). A fixed table rather than a locale
/// lookup, so the PDF does not change with the CLDR data of the Qt build (quote-anchors.md section 4.3).
QString currencySign(const QString &iso)
{
    if (iso == QLatin1String("EUR"))
        return QStringLiteral("\u20ac");
    if (iso == QLatin1String("USD"))
        return QStringLiteral("$");
    if (iso == QLatin1String("TRY"))
        return QStringLiteral("\u20ba");
    if (iso == QLatin1String("GBP"))
        return QStringLiteral("\u00a3");
    if (iso == QLatin1String("JPY"))
        return QStringLiteral("\u00a5");
    return {};
}

} // namespace

void QuotePdf::header()
{
    const QFont title = font(kTitlePt, true);
    const QFont body = font(kBodyPt);
    const QFont bodyBold = font(kBodyPt, true);

    const QString titleText = tr("Quote");
    const qreal titleH = textHeight(titleText, title, m_width / 2);
    drawText(titleText, title, QRectF(0, m_y, m_width / 2, titleH), Qt::AlignLeft, kText);

    // The reference beside the title, on its baseline (both bottom-aligned in one row).
    const QString refText = tr("Reference: %1").arg(m_quote.reference);
    const qreal refH = textHeight(refText, font(kHeadingPt, true), m_width / 2);
    drawText(refText, font(kHeadingPt, true), QRectF(m_width / 2, m_y + titleH - refH - mm(0.8), m_width / 2, refH),
             Qt::AlignRight, kText);
    m_y += titleH + mm(1.2);
    rule(kText, 0.5);
    m_y += mm(2.2);
    paragraph(tr("Created: %1").arg(date(m_quote.date)) + QStringLiteral(" \u00b7 ") +
                  tr("Valid until: %1").arg(validUntil()),
              bodyBold, kText, 0, 0.8);

    const QString currency = m_quote.total.currency;
    const QString sign = currencySign(currency);
    const QString currencyText = sign.isEmpty() ? currency : QStringLiteral("%1 (%2)").arg(currency, sign);
    QString listText = tr("Price list: %1").arg(m_quote.priceListName);
    if (!m_quote.priceListProvider.isEmpty())
        listText += QStringLiteral(" \u00b7 ") + m_quote.priceListProvider;
    if (m_quote.priceListRetrieved.isValid())
        listText += QStringLiteral(" \u00b7 ") + tr("retrieved %1").arg(date(m_quote.priceListRetrieved));
    if (m_quote.priceListValidUntil.isValid())
        listText += QStringLiteral(" \u00b7 ") + tr("valid until %1").arg(date(m_quote.priceListValidUntil));
    listText += QStringLiteral(" \u00b7 ") + tr("currency: %1").arg(currencyText);
    paragraph(listText, body, kText, 0, 0.6);
    if (!m_quote.priceListSource.url.isEmpty())
        paragraph(tr("Price-list source: %1").arg(m_quote.priceListSource.url), font(kSmallPt), kMuted, 0, 1.6);

    doesNotFitBanner();
    if (m_quote.exampleData) {
        banner(tr("Example data, not an offer. The prices are examples observed on the dates given in the price "
                  "list; re-check them before ordering."),
               kBannerFill, kBannerBorder, kBannerText);
    }
}

void QuotePdf::banner(const QString &text, QRgb fill, QRgb border, QRgb textColor)
{
    const QFont bodyBold = font(kBodyPt, true);
    const qreal pad = mm(2.2);
    const qreal h = textHeight(text, bodyBold, m_width - 2 * pad) + 2 * pad;
    ensureSpace(h);
    if (m_painter) {
        m_painter->setPen(pen(border, 0.35));
        m_painter->setBrush(QColor(fill));
        m_painter->drawRect(QRectF(0, m_y, m_width, h));
        m_painter->setBrush(Qt::NoBrush);
    }
    drawText(text, bodyBold, QRectF(pad, m_y + pad, m_width - 2 * pad, h - 2 * pad), Qt::AlignLeft, textColor);
    m_y += h + mm(2);
}

/// Page 1 of a quote whose estimate does not fit says so before the prices (issue 10 item 9), in the words
/// of scenario::labels::doesNotFitSentence() (the CLI's summary says the same), whether or not the fit
/// section is printed: the quoted GPUs (the scenario's, which are the quote's), the shortfall per GPU and
/// the binding constraint.
void QuotePdf::doesNotFitBanner()
{
    if (!m_quote.estimate || m_quote.estimate->fits)
        return;
    const int gpus = m_quote.scenario ? m_quote.scenario->hardware.gpuCount : m_quote.request.gpuCount;
    const QString gpuId =
        m_quote.scenario ? QString::fromStdString(m_quote.scenario->hardware.gpuId) : m_quote.request.gpuId;
    banner(scenario::labels::doesNotFitSentence(gpus, gpuDisplayName(gpuId), *m_quote.estimate, m_locale) +
               QLatin1Char(' ') + tr("The prices below are for this configuration as quoted."),
           kNoFitFill, kDoesNotFit, kNoFitText);
}

QString QuotePdf::pricingName(PricingModel pricing) const
{
    switch (pricing) {
    case PricingModel::OnDemand:
        return tr("on demand");
    case PricingModel::Spot:
        return tr("spot (interruptible)");
    case PricingModel::FixedTerm:
        return tr("fixed term, paid up front");
    }
    return {};
}

QString QuotePdf::unitName(const QString &unit) const
{
    if (unit == QLatin1String("GPU-hour"))
        return tr("GPU-hour");
    if (unit == QLatin1String("GPU-day"))
        return tr("GPU-day");
    if (unit == QLatin1String("GPU-week"))
        return tr("GPU-week");
    if (unit == QLatin1String("GPU-month"))
        return tr("GPU-month");
    if (unit == QLatin1String("month"))
        return tr("month");
    if (unit == QLatin1String("GB-month"))
        return tr("GB-month");
    if (unit == QLatin1String("GB"))
        return tr("GB");
    return unit;
}

QString QuotePdf::lineDescription(const LineItem &line) const
{
    const QuoteRequest &r = m_quote.request;
    const QString billed = formatQuantity(line, m_language);
    if (line.kind == QLatin1String("gpu")) {
        return tr("GPU rental: %1, %2\n%3 \u00d7 %4 (%5\u00a0h) = %6\u00a0h \u00b7 billed quantity: %7")
            .arg(gpuDisplayName(r.gpuId), pricingName(line.pricing), m_locale.toString(line.terms), termName(line.term),
                 m_locale.toString(hoursPerTerm(line.term)), m_locale.toString(line.hours), billed);
    }
    if (line.kind == QLatin1String("dedicated"))
        return tr("Dedicated hosting instead of shared\nsurcharge on %1 GPU-hours").arg(billed);
    if (line.kind == QLatin1String("support")) {
        const QString tier = m_quote.supportTierName.isEmpty() ? r.supportTierId : m_quote.supportTierName;
        return tr("Support: %1\n%2\u00a0h of 720\u00a0h per month = %3 months")
            .arg(tier, m_locale.toString(line.hours), billed);
    }
    if (line.kind == QLatin1String("storage")) {
        return tr("Storage for the paid %1\u00a0h\n= %2 GB-months (1 month = 720\u00a0h)")
            .arg(m_locale.toString(line.hours), billed);
    }
    if (line.kind == QLatin1String("checkpoints")) {
        const QString kept =
            r.checkpointsKept == 1
                ? tr("Checkpoint storage: 1 checkpoint kept (%1\u00a0GB)").arg(gbText(r.checkpointBytes))
                : tr("Checkpoint storage: %1 checkpoints kept (%2\u00a0GB each)")
                      .arg(m_locale.toString(r.checkpointsKept), gbText(r.checkpointBytes));
        return kept + QLatin1Char('\n') +
               tr("for the paid %1\u00a0h = %2 GB-months (1 month = 720\u00a0h)")
                   .arg(m_locale.toString(line.hours), billed);
    }
    if (line.kind == QLatin1String("egress"))
        return tr("Egress: data leaving the provider");
    return line.description;
}

QString QuotePdf::lineQuantity(const LineItem &line) const
{
    if (line.kind == QLatin1String("gpu") || line.kind == QLatin1String("dedicated"))
        return tr("%1\u00a0GPU").arg(m_locale.toString(line.quantity)); // a count with its unit, like "200 GB"
    if (line.kind == QLatin1String("storage") || line.kind == QLatin1String("checkpoints") ||
        line.kind == QLatin1String("egress"))
        return tr("%1\u00a0GB").arg(m_locale.toString(line.quantity));
    return m_locale.toString(line.quantity);
}

QString QuotePdf::spotNote() const
{
    // A training quote names its own checkpoint (concept kSpotConceptId, "training-checkpoint"): its size
    // and how long it takes to write, so the recovery plan is concrete.
    if (m_quote.estimate && fit::isTraining(m_quote.estimate->kind)) {
        const QString plan = scenario::labels::spotCheckpointSentence(*m_quote.estimate, m_locale);
        if (!plan.isEmpty())
            return plan;
    }
    return tr("Spot line: the capacity can be interrupted; the job needs a recovery plan (training checkpoints).");
}

void QuotePdf::lineTable()
{
    heading(tr("Line items"), mm(20));
    const QFont body = font(kBodyPt);
    const QFont headerFont = font(kSmallPt, true);
    const QString currency = m_quote.total.currency;

    // Column widths in millimetres; the description takes what is left.
    const qreal pad = mm(1.6);
    const qreal wQty = mm(21), wHours = mm(17), wPrice = mm(30), wNet = mm(27);
    const qreal wDesc = m_width - wQty - wHours - wPrice - wNet;
    const QList<Column> cols = {{0, wDesc, Qt::AlignLeft},
                                {wDesc, wQty, Qt::AlignRight},
                                {wDesc + wQty, wHours, Qt::AlignRight},
                                {wDesc + wQty + wHours, wPrice, Qt::AlignRight},
                                {wDesc + wQty + wHours + wPrice, wNet, Qt::AlignRight}};
    const QStringList headerCells = {tr("Description"), tr("Quantity"), tr("Hours"),
                                     tr("Unit price (%1)").arg(currency), tr("Net (%1)").arg(currency)};
    const qreal headerH = rowHeight(cols, headerCells, headerFont, pad);

    bool first = true;
    for (const LineItem &line : m_quote.lines) {
        const QStringList cells = {lineDescription(line), lineQuantity(line),
                                   line.hours > 0 ? m_locale.toString(line.hours) : QStringLiteral("\u2013"),
                                   formatMicros(line.unitPriceMicros, currency, m_language) + QLatin1Char('\n') +
                                       tr("per %1").arg(unitName(line.unit)),
                                   formatMinorUnits(line.amount.minor, currency, m_language)};
        const qreal h = rowHeight(cols, cells, body, pad);
        const int page = m_page;
        ensureSpace((first ? headerH : 0) + h);
        if (first || m_page != page)
            drawRow(cols, headerCells, headerFont, headerH, pad, QColor(kHeaderFill));
        first = false;
        drawRow(cols, cells, body, h, pad, QColor());
        if (line.spotWarning)
            paragraph(spotNote(), font(kSmallPt, true), kWarning, pad, 0.6);
        rule(kRule, 0.2);
    }
}

void QuotePdf::totals()
{
    const QFont body = font(kSubheadingPt);
    const QFont muted = font(kSmallPt);
    const QFont totalFont = font(11, true);
    const qreal pad = mm(1.2);
    const qreal valueW = mm(40);
    const qreal labelX = m_width * 0.35;
    const QList<Column> cols = {{labelX, m_width - labelX - valueW, Qt::AlignLeft},
                                {m_width - valueW, valueW, Qt::AlignRight}};

    struct Row {
        QString label;
        QString value;
        bool small = false;
    };
    QList<Row> rows = {{tr("Subtotal (net)"), money(m_quote.subtotal.minor), false},
                       {tr("of which up front (fixed terms)"), money(m_quote.upFrontMinor), true},
                       {tr("of which metered"), money(m_quote.meteredMinor), true}};
    for (const VatGroup &g : m_quote.vatGroups) {
        rows.append({tr("VAT %1\u00a0% on %2")
                         .arg(formatBasisPoints(g.basisPoints, m_language),
                              formatMinorUnits(g.baseMinor, m_quote.total.currency, m_language)),
                     money(g.vatMinor), false});
    }
    if (m_quote.vatGroups.isEmpty())
        rows.append({tr("VAT"), tr("not included"), false});

    qreal blockH = 0;
    for (const Row &r : rows)
        blockH += rowHeight(cols, {r.label, r.value}, r.small ? muted : body, pad);
    const qreal totalH = rowHeight(cols, {tr("Total"), money(m_quote.total.minor)}, totalFont, pad);
    m_y += mm(1.5);
    ensureSpace(blockH + totalH + mm(1));
    for (const Row &r : rows) {
        const QFont &f = r.small ? muted : body;
        drawRow(cols, {r.label, r.value}, f, rowHeight(cols, {r.label, r.value}, f, pad), pad, QColor());
    }
    if (m_painter) {
        m_painter->setPen(pen(kText, 0.45));
        m_painter->drawLine(QPointF(labelX, m_y), QPointF(m_width, m_y));
    }
    m_y += mm(0.45);
    drawRow(cols, {tr("Total"), money(m_quote.total.minor)}, totalFont, totalH, pad, QColor());
    m_y += mm(1);

    const catalog::Source &source = m_quote.gpuPriceSource;
    if (!source.url.isEmpty() || !m_quote.gpuProvider.isEmpty()) {
        QString text = tr("GPU price source: %1").arg(m_quote.gpuProvider.isEmpty() ? source.url : m_quote.gpuProvider);
        if (!m_quote.gpuProvider.isEmpty() && !source.url.isEmpty())
            text += QStringLiteral(", ") + source.url;
        if (source.retrieved.isValid())
            text += QStringLiteral(" (") + tr("retrieved %1").arg(date(source.retrieved)) + QLatin1Char(')');
        paragraph(text, font(kSmallPt), kMuted);
    }
}

void QuotePdf::termsSection()
{
    heading(tr("Terms"), mm(12));
    const QuoteRequest &r = m_quote.request;
    QStringList items = {
        tr("Hours basis: 1 month = 30 days = 720 hours; 1 week = 7 days = 168 hours; 1 day = 24 hours."),
        tr("A week is exactly 7 days and a month exactly 30 days."),
        tr("Paid period of this quote: %1 \u00d7 %2 of %3 hours = %4 hours.")
            .arg(m_locale.toString(r.terms), termName(r.term), m_locale.toString(hoursPerTerm(r.term)),
                 m_locale.toString(m_quote.hours)),
        tr("Stopping an allocation does not pause the paid period."),
        tr("Fixed terms are paid up front; on-demand and spot hours, storage and egress are metered."),
        tr("GPU prices and the selected options form the full quote."),
        tr("Each line is rounded once, half up, to the currency's smallest unit; the total is the sum of "
           "the lines. Unit prices are shown with up to 6 decimals."),
        m_quote.vatGroups.isEmpty()
            ? tr("Prices exclude VAT and other taxes.")
            : tr("VAT is computed per rate on the sum of the net lines and rounded once, half up."),
    };
    if (m_quote.spotWarning) {
        items.append(tr("Spot capacity can be interrupted at short notice: a job on a spot line needs a recovery "
                        "plan, such as training checkpoints it can resume from."));
    }
    bullets(items, font(kBodyPt));
}

void QuotePdf::measurementSection()
{
    const MeasurementNotes &m = m_doc.measurements;
    const QFont label = font(kBodyPt, true);
    const QFont body = font(kBodyPt);
    heading(tr("Measurement notes"), 3 * lineHeight(body));
    paragraph(tr("Record each figure separately before the offer is fixed; an empty value is still to be measured."),
              font(kSmallPt), kMuted, 0, 1.4);
    const QString missing = tr("to be measured");
    const auto count = [&](const std::optional<qint64> &v) {
        return v ? m_locale.toString(*v) : missing;
    };
    const QList<QPair<QString, QString>> rows = {
        {tr("Input tokens per month"), count(m.inputTokensPerMonth)},
        {tr("Output tokens per month"), count(m.outputTokensPerMonth)},
        {tr("Concurrent requests"), m.concurrency ? m_locale.toString(*m.concurrency) : missing},
        {tr("Error rate"), m.errorRate.trimmed().isEmpty() ? missing : m.errorRate.trimmed()},
        {tr("Data refresh frequency"), m.dataRefresh.trimmed().isEmpty() ? missing : m.dataRefresh.trimmed()},
    };
    for (const auto &[key, value] : rows)
        keyValue(key, value, mm(52), label, body, value == missing ? QColor(kMuted) : QColor(kText));
}

void QuotePdf::routesSection()
{
    const RoutePrices &prices = m_doc.routePrices ? *m_doc.routePrices : builtinRoutePrices();
    const QList<RouteEstimate> routes = compareRoutes(m_quote, m_doc.measurements, prices, m_language);
    const QFont small = font(kSmallPt);
    const QFont smallBold = font(kSmallPt, true);
    const qreal pad = mm(1.0);
    const qreal keyW = mm(24);
    const qreal routeW = (m_width - keyW) / qMax(1, int(routes.size()));
    QList<Column> cols = {{0, keyW, Qt::AlignLeft}};
    QStringList headerCells = {QString()};
    for (qsizetype i = 0; i < routes.size(); ++i) {
        cols.append({keyW + i * routeW, routeW, Qt::AlignLeft});
        headerCells.append(routes.at(i).name);
    }
    const auto costText = [&](const std::optional<qint64> &minor, const QString &note) -> QString {
        return (minor ? money(*minor) : QStringLiteral("\u2014")) + QLatin1Char('\n') + note;
    };
    QList<QStringList> rows;
    QStringList operates = {tr("Operates")}, bills = {tr("Bills")}, cost = {tr("Cost of the period")},
                idle = {tr("Idle cost")}, egress = {tr("Egress")};
    for (const RouteEstimate &r : routes) {
        operates.append(r.operates);
        bills.append(r.bills);
        cost.append(costText(r.periodCostMinor, r.costNote));
        idle.append(costText(r.idleCostKnown ? std::optional<qint64>(r.idleCostMinor) : std::nullopt, r.idleNote));
        egress.append(r.egressNote);
    }
    rows = {operates, bills, cost, idle, egress};
    QList<QFont> rowFonts = {smallBold};
    for (qsizetype i = 0; i < routes.size(); ++i)
        rowFonts.append(small);

    const qreal headerH = rowHeight(cols, headerCells, smallBold, pad);
    qreal tableH = headerH;
    for (const QStringList &row : rows)
        tableH += rowHeight(cols, row, small, pad, rowFonts) + mm(0.2);
    const QString intro = tr("The same workload served three ways over the paid period of this quote (%1 hours). "
                             "Each route leaves different work with you.")
                              .arg(m_locale.toString(m_quote.hours));
    const QFont introFont = font(kBodyPt);
    // The table stays in one piece when it fits on a page; a longer one repeats its header row.
    const QString sourceText = tr("Route prices: %1; source %2, retrieved %3.")
                                   .arg(prices.name, prices.source.url, date(prices.source.retrieved));
    const qreal keep = textHeight(intro, introFont, m_width) + mm(1.6) + tableH + mm(1) +
                       textHeight(sourceText, font(kSmallPt), m_width);
    heading(tr("Three routes compared"), keep < m_bodyBottom * 0.8 ? keep : headerH + mm(12));
    paragraph(intro, introFont, kText, 0, 1.6);
    bool first = true;
    for (const QStringList &row : rows) {
        const qreal h = rowHeight(cols, row, small, pad, rowFonts);
        const int page = m_page;
        ensureSpace((first ? headerH : 0) + h);
        if (first || m_page != page)
            drawRow(cols, headerCells, smallBold, headerH, pad, QColor(kHeaderFill));
        first = false;
        drawRow(cols, row, small, h, pad, QColor(), rowFonts);
        rule(kRule, 0.2);
    }
    m_y += mm(1);
    paragraph(sourceText, font(kSmallPt), kMuted);
}

void QuotePdf::retentionSection()
{
    const QFont body = font(kBodyPt);
    heading(tr("Retention and deletion"), 4 * lineHeight(body));
    paragraph(tr("This offer states at which layer retention and deletion are applied, what evidence is delivered, "
                 "and which responsibilities stay with the customer team. Both sides sign it off before the "
                 "rental starts."),
              body, kText, 0, 2.5);

    const RetentionBlock &b = m_doc.retention;
    const QList<QPair<QString, QString>> statements = {
        {tr("1. Layer where retention and deletion are applied"), b.layer},
        {tr("2. Evidence delivered"), b.evidence},
        {tr("3. Responsibilities that stay with the customer team"), b.customerResponsibility},
    };
    const QFont label = font(kBodyPt, true);
    const qreal indent = mm(4.5);
    const qreal writeLine = mm(7.5);
    for (qsizetype i = 0; i < statements.size(); ++i) {
        const auto &[title, text] = statements.at(i);
        const QString trimmed = text.trimmed();
        const qreal textH = trimmed.isEmpty() ? 2 * writeLine : textHeight(trimmed, body, m_width - indent);
        const qreal titleH = textHeight(title, label, m_width) + mm(0.8);
        // Keep the title with the first lines of its text (or with the lines to write on), and the last
        // statement with the sign-off, so the signatures never stand alone on a page.
        const qreal last = titleH + textH + mm(3) + signOffHeight();
        if (i == statements.size() - 1 && last < m_bodyBottom * 0.6)
            ensureSpace(last);
        ensureSpace(titleH + (trimmed.isEmpty() ? 2 * writeLine : 2 * lineHeight(body)));
        paragraph(title, label, kText, 0, 0.8);
        if (trimmed.isEmpty()) {
            // Nothing agreed yet: two lines to complete by hand.
            for (int i = 0; i < 2; ++i) {
                ensureSpace(writeLine);
                m_y += writeLine;
                if (m_painter) {
                    m_painter->setPen(pen(kRule, 0.25));
                    m_painter->drawLine(QPointF(indent, m_y), QPointF(m_width, m_y));
                }
            }
            m_y += mm(3);
        } else {
            paragraph(trimmed, body, kText, indent, 3.0);
        }
    }
    signOff();
}

qreal QuotePdf::signOffHeight() const
{
    // Title line + four fields 8 mm apart + 1 mm, and 2 mm space before and after (see signOff()).
    return lineHeight(font(kSmallPt)) + 4 * mm(8) + mm(1) + mm(3);
}

void QuotePdf::signOff()
{
    // Two columns with name / role / date / signature lines.
    const QFont labelFont = font(kSmallPt, true);
    const QFont small = font(kSmallPt);
    const qreal colGap = mm(10);
    const qreal colW = (m_width - colGap) / 2;
    const QString titles[] = {tr("Signed off for the customer team"), tr("Signed off for the provider")};
    const QString fields[] = {tr("Name"), tr("Role"), tr("Date"), tr("Signature")};
    const qreal lineH = lineHeight(small);
    const qreal fieldGap = mm(8);
    const qreal labelW = mm(22);
    const qreal blockH = lineH + 4 * fieldGap + mm(1);
    ensureSpace(signOffHeight());
    m_y += mm(1);
    for (int col = 0; col < 2; ++col) {
        const qreal cx = col * (colW + colGap);
        qreal cy = m_y;
        drawText(titles[col], labelFont, QRectF(cx, cy, colW, lineH), Qt::AlignLeft, kText);
        cy += lineH;
        for (const QString &field : fields) {
            cy += fieldGap;
            drawText(field, small, QRectF(cx, cy - lineH, labelW, lineH), Qt::AlignLeft, kMuted);
            if (m_painter) {
                m_painter->setPen(pen(kRule, 0.25));
                m_painter->drawLine(QPointF(cx + labelW, cy), QPointF(cx + colW, cy));
            }
        }
    }
    m_y += blockH + mm(2);
}

void QuotePdf::disclaimer()
{
    m_y += mm(2);
    paragraph(tr("Definitions explain concepts; they do not guarantee that a specific workload, library version or "
                 "topology is supported."),
              font(kSmallPt), kMuted);
}

} // namespace headroom::quote
