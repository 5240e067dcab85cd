// SPDX-License-Identifier: GPL-3.0-or-later
// quote::HistoryLabels: what a quote history entry shows for GPU, GPU count, term and model (issue 15
// item 5b), read from stored payloads written here by hand with the keys of storedpayload.h.

#include <quote/historylabels.h>

#include <catalog/catalog.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using headroom::catalog::Catalog;
using headroom::quote::HistoryLabels;

namespace {

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

const QString kDash = QStringLiteral("\u2014");

} // namespace

class TestHistoryLabels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void labels_data();
    void labels();
    void countsFollowTheLocale();
};

void TestHistoryLabels::labels_data()
{
    QTest::addColumn<QByteArray>("payload");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QString>("count");
    QTest::addColumn<QString>("term");
    QTest::addColumn<QString>("model");

    QJsonObject scenario{{QStringLiteral("model"), QStringLiteral("llama-3.1-8b")}};
    QJsonObject full{{QStringLiteral("gpu"), QStringLiteral("h100-80gb")},
                     {QStringLiteral("gpu_name"), QStringLiteral("NVIDIA H100 80GB HBM3")},
                     {QStringLiteral("gpus"), 2},
                     {QStringLiteral("term"), QStringLiteral("week")},
                     {QStringLiteral("terms"), 2},
                     {QStringLiteral("scenario"), scenario}};
    // The model's name is resources/catalog/models.json's "name" of llama-3.1-8b.
    QTest::newRow("GUI payload") << json(full) << QStringLiteral("NVIDIA H100 80GB HBM3") << QStringLiteral("2")
                                 << QStringLiteral("2 × week") << QStringLiteral("Llama 3.1 8B Instruct");

    // Without gpu_name: the catalogue's name of the id (gpus.json: "NVIDIA H100 80GB HBM3"); a CLI payload
    // stored without a scenario has no model.
    QJsonObject cli = full;
    cli.remove(QStringLiteral("gpu_name"));
    cli.insert(QStringLiteral("scenario"), QJsonValue::Null);
    cli.insert(QStringLiteral("term"), QStringLiteral("month"));
    cli.insert(QStringLiteral("terms"), 1);
    QTest::newRow("CLI payload, no scenario") << json(cli) << QStringLiteral("NVIDIA H100 80GB HBM3")
                                              << QStringLiteral("2") << QStringLiteral("1 × month") << kDash;

    // An imported config: its source name.
    QJsonObject imported = full;
    imported.insert(QStringLiteral("scenario"),
                    QJsonObject{{QStringLiteral("model"), QJsonValue::Null},
                                {QStringLiteral("model_config_name"), QStringLiteral("my-model/config.json")}});
    imported.insert(QStringLiteral("gpu"), QStringLiteral("custom-gpu-x"));
    imported.remove(QStringLiteral("gpu_name"));
    QTest::newRow("imported model, unknown GPU id")
        << json(imported) << QStringLiteral("custom-gpu-x") << QStringLiteral("2") << QStringLiteral("2 × week")
        << QStringLiteral("my-model/config.json");

    // Damaged: wrong types, a fractional count, an unknown term.
    QJsonObject damaged{{QStringLiteral("gpus"), 1.5},
                        {QStringLiteral("term"), QStringLiteral("Week")},
                        {QStringLiteral("terms"), 2},
                        {QStringLiteral("scenario"), 7}};
    QTest::newRow("damaged") << json(damaged) << kDash << kDash << kDash << kDash;
    QTest::newRow("not JSON") << QByteArray("{nope") << kDash << kDash << kDash << kDash;
}

void TestHistoryLabels::labels()
{
    QFETCH(QByteArray, payload);
    QFETCH(QString, gpu);
    QFETCH(QString, count);
    QFETCH(QString, term);
    QFETCH(QString, model);
    const HistoryLabels labels =
        HistoryLabels::fromPayload(payload, Catalog::builtIn(), QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(labels.gpu, gpu);
    QCOMPARE(labels.gpuCount, count);
    QCOMPARE(labels.term, term);
    QCOMPARE(labels.model, model);
}

void TestHistoryLabels::countsFollowTheLocale()
{
    // 1024 GPUs and 1000 hours: Dutch groups thousands with a dot, US English with a comma.
    const QByteArray payload = json(QJsonObject{{QStringLiteral("gpus"), 1024},
                                                {QStringLiteral("term"), QStringLiteral("hour")},
                                                {QStringLiteral("terms"), 1000}});
    const HistoryLabels nl = HistoryLabels::fromPayload(payload, Catalog::builtIn(), QLocale(QLocale::Dutch));
    QCOMPARE(nl.gpuCount, QStringLiteral("1.024"));
    QCOMPARE(nl.term, QStringLiteral("1.000 × hour")); // no translator installed: the English term name
    const HistoryLabels en =
        HistoryLabels::fromPayload(payload, Catalog::builtIn(), QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(en.gpuCount, QStringLiteral("1,024"));
    QCOMPARE(en.term, QStringLiteral("1,000 × hour"));
}

QTEST_GUILESS_MAIN(TestHistoryLabels)
#include "tst_historylabels.moc"
