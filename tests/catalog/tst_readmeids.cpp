// SPDX-License-Identifier: GPL-3.0-or-later
// The README's "Catalogue ids" tables list every built-in model, image-generation pipeline and GPU by the id
// `--model` / `--gpu` take, so that the documented list cannot fall behind the catalogue (issue 15, item 8).

#include <catalog/catalog.h>

#include <QFile>
#include <QRegularExpression>
#include <QTest>

using headroom::catalog::Catalog;

class TstReadmeIds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyIdIsListed();
};

void TstReadmeIds::everyIdIsListed()
{
    QFile file(QStringLiteral(HEADROOM_README));
    QVERIFY2(file.open(QIODevice::ReadOnly), HEADROOM_README);
    const QString readme = QString::fromUtf8(file.readAll());
    const qsizetype section = readme.indexOf(QLatin1String("### Catalogue ids"));
    QVERIFY(section >= 0);
    // Up to the next heading.
    qsizetype end = readme.indexOf(QLatin1String("\n#"), section + 1);
    const QString tables = readme.mid(section, end < 0 ? -1 : end - section);
    const Catalog &catalog = Catalog::builtIn();
    QStringList missing;
    const auto check = [&](const QString &id, const QString &name) {
        // One table row per id: "| <name> | ... | `<id>` |".
        if (!tables.contains(QStringLiteral("`%1` |").arg(id)) || !tables.contains(QStringLiteral("| %1 |").arg(name)))
            missing << id;
    };
    for (const auto &m : catalog.models())
        check(QString::fromStdString(m.spec.id), QString::fromStdString(m.spec.displayName));
    for (const auto &d : catalog.diffusionModels())
        check(QString::fromStdString(d.spec.id), QString::fromStdString(d.spec.displayName));
    for (const auto &g : catalog.gpus())
        check(g.id, g.name);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    // Every catalogue entry, and nothing else: 24 models, 4 pipelines, 33 GPUs in the README's rows.
    QCOMPARE(catalog.models().size() + catalog.diffusionModels().size() + catalog.gpus().size(),
             tables.count(QRegularExpression(QStringLiteral("`[a-z0-9][a-z0-9.-]*` \\|$"),
                                             QRegularExpression::MultilineOption)));
}

QTEST_GUILESS_MAIN(TstReadmeIds)
#include "tst_readmeids.moc"
