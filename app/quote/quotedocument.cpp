// SPDX-License-Identifier: GPL-3.0-or-later
#include "quotedocument.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace headroom::quote {

namespace {

/// Translation context of the document's default texts.
class QuoteDocumentText
{
    Q_DECLARE_TR_FUNCTIONS(headroom::quote::QuoteDocument)
};

} // namespace

RetentionBlock defaultRetentionBlock()
{
    // The three statements the retention source asks the offer to separate (layer, evidence, customer
    // responsibility), filled with a starting text for a GPU rental; the user edits them before export.
    RetentionBlock b;
    b.layer = QuoteDocumentText::tr(
        "Provider layer: the rented volumes, snapshots and backups, and the provider's own logs are deleted "
        "at the end of the paid period. Runtime and application layer (model caches, prompts, logs, indexes): "
        "deleted by the party that operates that layer.");
    b.evidence = QuoteDocumentText::tr(
        "A written deletion confirmation per volume with date and time, with the provider's deletion log or API "
        "record, delivered after the rental ends.");
    b.customerResponsibility = QuoteDocumentText::tr(
        "Data copied out of the rental (downloads, exports, own backups), application logs kept elsewhere, "
        "access keys and accounts, and what must be kept for legal reasons stay with the customer team.");
    return b;
}

QPageSize::PageSizeId pageSizeForLocale(const QString &localeName)
{
    // "en_US", "en-US", "en_US.UTF-8", "en_US@euro": language "en" and territory "US".
    QString name = localeName.trimmed();
    const qsizetype cut = name.indexOf(QRegularExpression(QStringLiteral("[.@]")));
    if (cut >= 0)
        name.truncate(cut);
    name.replace(QLatin1Char('-'), QLatin1Char('_'));
    return name.compare(QLatin1String("en_US"), Qt::CaseInsensitive) == 0 ? QPageSize::Letter : QPageSize::A4;
}

} // namespace headroom::quote
