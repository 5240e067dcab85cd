// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for headroom::cli::GlossaryCommand::excerpt, the one-line excerpt of long matched texts
// in `headroom glossary search` plain output. Expected strings are cut by hand from the offsets.

#include <cli/glossarycommand.h>

#include <QTest>

using headroom::cli::GlossaryCommand;

class TestGlossaryCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void excerpt_data();
    void excerpt();
};

void TestGlossaryCommand::excerpt_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("context");
    QTest::addColumn<QString>("expected");

    const QString x50(50, u'x');
    const QString ellipsis(u'\u2026');
    const QString emoji = QString::fromUtf8("\xF0\x9F\x98\x80"); // U+1F600, two UTF-16 code units

    QTest::newRow("short text unchanged") << QStringLiteral("KV cache") << 0 << 8 << 30 << QStringLiteral("KV cache");
    QTest::newRow("line breaks become spaces")
        << QStringLiteral("a\nb\r\nc") << 0 << 1 << 30 << QStringLiteral("a b  c");
    // 2 x 5 + 2 = 12 units fit; 102 do not. Match at 50..51: keep 45..56.
    QTest::newRow("cut both sides") << x50 + QStringLiteral("KV") + x50 << 50 << 2 << 5
                                    << ellipsis + QStringLiteral("xxxxxKVxxxxx") + ellipsis;
    // Match at 0..1: keep 0..6.
    QTest::newRow("match at start") << QStringLiteral("KV") + x50 << 0 << 2 << 5
                                    << QStringLiteral("KVxxxxx") + ellipsis;
    // Match at 50..51 of 52: keep 45..51.
    QTest::newRow("match at end") << x50 + QStringLiteral("KV") << 50 << 2 << 5 << ellipsis + QStringLiteral("xxxxxKV");
    // 40 a, emoji at 40..41, KV at 42..43, 40 b. Context 1 would start at 41, a low surrogate: start at 40.
    QTest::newRow("no split pair before") << QString(40, u'a') + emoji + QStringLiteral("KV") + QString(40, u'b') << 42
                                          << 2 << 1 << ellipsis + emoji + QStringLiteral("KVb") + ellipsis;
    // 10 a, KV at 10..11, bb at 12..13, emoji at 14..15, 40 c. Context 3 would end after 14, a high
    // surrogate: end after 15.
    QTest::newRow("no split pair after") << QString(10, u'a') + QStringLiteral("KVbb") + emoji + QString(40, u'c') << 10
                                         << 2 << 3 << ellipsis + QStringLiteral("aaaKVbb") + emoji + ellipsis;
}

void TestGlossaryCommand::excerpt()
{
    QFETCH(QString, text);
    QFETCH(int, start);
    QFETCH(int, length);
    QFETCH(int, context);
    QFETCH(QString, expected);
    QCOMPARE(GlossaryCommand::excerpt(text, start, length, context), expected);
}

QTEST_GUILESS_MAIN(TestGlossaryCommand)
#include "tst_glossarycommand.moc"
