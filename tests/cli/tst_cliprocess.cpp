// SPDX-License-Identifier: GPL-3.0-or-later
// End-to-end checks of the real `headroom` executable: what a script sees (exit code, stderr lines,
// files), including the translations embedded in the binary.

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestCliProcess : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void quotePdfFollowsLang_data();
    void quotePdfFollowsLang();
    void badArgumentsGiveOneLine_data();
    void badArgumentsGiveOneLine();

private:
    struct Run {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    static Run run(const QStringList &arguments);
    QTemporaryDir m_dir;
};

TestCliProcess::Run TestCliProcess::run(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM")); // the CLI must choose offscreen itself
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("XDG_RUNTIME_DIR")); // Qt warns about it; the CLI must keep stderr clean
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(HEADROOM_EXECUTABLE), arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

void TestCliProcess::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFileInfo::exists(QStringLiteral(HEADROOM_EXECUTABLE)), HEADROOM_EXECUTABLE);
}

void TestCliProcess::quotePdfFollowsLang_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("expected");
    // The term rule "Stopping an allocation does not pause the paid period." as translated in
    // translations/headroom_<lang>.ts (last words only: pdftotext may wrap the line).
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("does not pause the paid period");
    QTest::newRow("nl") << QStringLiteral("nl") << QStringLiteral("pauzeert de betaalde periode niet");
    QTest::newRow("tr") << QStringLiteral("tr") << QStringLiteral("dönemi duraklatmaz");
}

void TestCliProcess::quotePdfFollowsLang()
{
    QFETCH(QString, lang);
    QFETCH(QString, expected);
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");

    const QString pdf = m_dir.filePath(QStringLiteral("quote-%1.pdf").arg(lang));
    const Run r =
        run({QStringLiteral("quote"), QStringLiteral("--gpu"), QStringLiteral("h100-80gb"), QStringLiteral("--term"),
             QStringLiteral("week"), QStringLiteral("--pdf"), pdf, QStringLiteral("--lang"), lang});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.err.isEmpty(), r.err.constData());

    QProcess text;
    text.start(pdftotext, {pdf, QStringLiteral("-")});
    QVERIFY(text.waitForFinished(30000));
    const QString content = QString::fromUtf8(text.readAllStandardOutput()).simplified();
    QVERIFY2(content.contains(expected), qPrintable(content.left(400)));
}

void TestCliProcess::badArgumentsGiveOneLine_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("misspelt command") << QStringList{QStringLiteral("estimat")} << 2;
    QTest::newRow("unknown PDF language")
        << QStringList{QStringLiteral("quote"),  QStringLiteral("--gpu"),  QStringLiteral("h100-80gb"),
                       QStringLiteral("--term"), QStringLiteral("week"),   QStringLiteral("--pdf"),
                       QStringLiteral("x.pdf"),  QStringLiteral("--lang"), QStringLiteral("de")}
        << 2;
    QTest::newRow("unknown model") << QStringList{QStringLiteral("estimate"), QStringLiteral("--model"),
                                                  QStringLiteral("no-such-model"), QStringLiteral("--gpu"),
                                                  QStringLiteral("rtx-4090")}
                                   << 2;
}

void TestCliProcess::badArgumentsGiveOneLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.startsWith("headroom: "), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
}

QTEST_GUILESS_MAIN(TestCliProcess)
#include "tst_cliprocess.moc"
