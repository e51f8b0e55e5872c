// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/TestMain.h"
#include "ui/document/export/UntrustedText.h"

#include <QTest>

using gpuatlas::ui::exporting::UntrustedText;

class tst_UntrustedText : public QObject
{
    Q_OBJECT

private slots:
    void isWebAddress_data();
    void isWebAddress();
    void withDirectionsClosed_data();
    void withDirectionsClosed();
    void isXmlCharacter();
};

void tst_UntrustedText::isWebAddress_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("link");
    QTest::newRow("https") << QStringLiteral("https://example.com/a_b.pdf") << true;
    QTest::newRow("http with query") << QStringLiteral("http://example.com/p?a=1&b=2#x") << true;
    QTest::newRow("upper-case scheme") << QStringLiteral("HTTPS://EXAMPLE.COM/") << true;
    // A quote is a sub-delimiter: allowed in a query, escaped in an href.
    QTest::newRow("quote in query") << QStringLiteral("https://example.com/?a='x'") << true;
    QTest::newRow("javascript") << QStringLiteral("javascript:alert(1)") << false;
    QTest::newRow("javascript, mixed case") << QStringLiteral("JaVaScRiPt:alert(1)") << false;
    QTest::newRow("data") << QStringLiteral("data:text/html,<script>alert(1)</script>") << false;
    QTest::newRow("file") << QStringLiteral("file:///etc/passwd") << false;
    QTest::newRow("scheme-relative") << QStringLiteral("//example.com/a") << false;
    QTest::newRow("relative") << QStringLiteral("datasheet.pdf") << false;
    QTest::newRow("no host") << QStringLiteral("https://") << false;
    QTest::newRow("one slash") << QStringLiteral("https:/example.com") << false;
    QTest::newRow("space") << QStringLiteral("https://example.com/a b") << false;
    QTest::newRow("leading space") << QStringLiteral(" https://example.com/") << false;
    QTest::newRow("tab in scheme") << QStringLiteral("java\tscript:alert(1)") << false;
    QTest::newRow("markup") << QStringLiteral("https://example.com/\"><script>alert(1)</script>") << false;
    QTest::newRow("right-to-left override") << QStringLiteral("https://example.com/\u202Efdp.exe") << false;
    QTest::newRow("empty") << QString() << false;
}

void tst_UntrustedText::isWebAddress()
{
    QFETCH(QString, text);
    QFETCH(bool, link);
    QCOMPARE(UntrustedText::isWebAddress(text), link);
}

void tst_UntrustedText::withDirectionsClosed_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("closed");
    QTest::newRow("none") << QStringLiteral("NVIDIA L40S") << QStringLiteral("NVIDIA L40S");
    QTest::newRow("override") << QStringLiteral("GPU \u202Eexe.fdp") << QStringLiteral("GPU \u202Eexe.fdp\u202C");
    QTest::newRow("closed by the text") << QStringLiteral("\u202Eab\u202C c") << QStringLiteral("\u202Eab\u202C c");
    QTest::newRow("embedding in an override")
        << QStringLiteral("\u202E\u202Ax") << QStringLiteral("\u202E\u202Ax\u202C\u202C");
    QTest::newRow("isolate") << QStringLiteral("\u2067x") << QStringLiteral("\u2067x\u2069");
    // PDI closes the isolate and the override opened inside it.
    QTest::newRow("isolate closes its content")
        << QStringLiteral("\u2067\u202Ex\u2069") << QStringLiteral("\u2067\u202Ex\u2069");
    QTest::newRow("override then isolate")
        << QStringLiteral("\u202E\u2068x") << QStringLiteral("\u202E\u2068x\u2069\u202C");
    // Stray closers close nothing, and open nothing either.
    QTest::newRow("stray PDI") << QStringLiteral("\u202Ex\u2069") << QStringLiteral("\u202Ex\u2069\u202C");
    QTest::newRow("stray PDF") << QStringLiteral("x\u202C") << QStringLiteral("x\u202C");
}

void tst_UntrustedText::withDirectionsClosed()
{
    QFETCH(QString, text);
    QFETCH(QString, closed);
    QCOMPARE(UntrustedText::withDirectionsClosed(text), closed);
}

void tst_UntrustedText::isXmlCharacter()
{
    for (const char16_t c : {u'\t', u'\n', u'\r', u' ', u'a', u'\x7f', u'\u202e', u'\ufffd'})
        QVERIFY2(UntrustedText::isXmlCharacter(QChar(c)), qPrintable(QString::number(c, 16)));
    for (const char16_t c : {u'\0', u'\x01', u'\x07', u'\x1b', u'\x1f', u'\ufffe', u'\uffff'})
        QVERIFY2(!UntrustedText::isXmlCharacter(QChar(c)), qPrintable(QString::number(c, 16)));
}

GPUATLAS_TEST_MAIN(tst_UntrustedText)
#include "tst_UntrustedText.moc"
