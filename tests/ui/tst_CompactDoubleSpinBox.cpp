// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/TestMain.h"
#include "ui/widgets/CompactDoubleSpinBox.h"

#include <QTest>

using gpuatlas::ui::CompactDoubleSpinBox;

class tst_CompactDoubleSpinBox : public QObject
{
    Q_OBJECT

private slots:
    void text_data();
    void text();
    void typedDecimalsKept();
};

void tst_CompactDoubleSpinBox::text_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("whole") << 100.0 << QStringLiteral("100");
    QTest::newRow("one decimal") << 2.5 << QStringLiteral("2.5");
    QTest::newRow("all decimals") << 0.125 << QStringLiteral("0.125");
    QTest::newRow("grouped") << 1234.5 << QStringLiteral("1,234.5");
    QTest::newRow("zero") << 0.0 << QStringLiteral("0");
    QTest::newRow("ten") << 10.0 << QStringLiteral("10"); // the zero before the point stays
}

void tst_CompactDoubleSpinBox::text()
{
    QFETCH(double, value);
    QFETCH(QString, text);
    CompactDoubleSpinBox spin;
    spin.setLocale(QLocale(QLocale::English, QLocale::UnitedStates));
    spin.setRange(0, 1e6);
    spin.setDecimals(3);
    spin.setGroupSeparatorShown(true);
    spin.setValue(value);
    QCOMPARE(spin.text(), text);
}

void tst_CompactDoubleSpinBox::typedDecimalsKept()
{
    CompactDoubleSpinBox spin;
    spin.setLocale(QLocale(QLocale::English, QLocale::UnitedStates));
    spin.setRange(0, 1e6);
    spin.setDecimals(3);
    spin.selectAll();
    QTest::keyClicks(&spin, QStringLiteral("12.375"));
    spin.interpretText();
    QCOMPARE(spin.value(), 12.375);
    QCOMPARE(spin.text(), QStringLiteral("12.375"));
}

GPUATLAS_TEST_MAIN(tst_CompactDoubleSpinBox)
#include "tst_CompactDoubleSpinBox.moc"
