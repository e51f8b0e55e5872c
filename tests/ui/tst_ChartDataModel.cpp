// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/TestMain.h"
#include "ui/charts/ChartDataModel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace gpuatlas::ui::charts;

class tst_ChartDataModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void rowsAreCategoriesColumnsAreSeries();
    void linesNameTheXAxisAndNotesGetAColumn();
    void emptyChartIsAnEmptyTable();
};

namespace {

ChartData twoGpus()
{
    ChartData data;
    data.title = QStringLiteral("Compared");
    ChartCategory fp16;
    fp16.label = QStringLiteral("FP16");
    fp16.title = QStringLiteral("FP16 (TFLOPS)");
    ChartCategory memory;
    memory.label = QStringLiteral("Memory");
    data.categories = {fp16, memory};
    data.series.append({QStringLiteral("H100"),
                        {{989.4, QStringLiteral("989.4"), QStringLiteral("989.4 TFLOPS")},
                         {80.0, QStringLiteral("80 GB"), QStringLiteral("80 GB")}},
                        std::nullopt});
    // A value without a label is written by the locale; one without a value is n/a.
    data.series.append({QStringLiteral("<b>L40S</b>"), {{1234.25, QString(), QString()}, {}}, std::nullopt});
    return data;
}

} // namespace

void tst_ChartDataModel::rowsAreCategoriesColumnsAreSeries()
{
    ChartDataModel model(twoGpus());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), 3);
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Category"));
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("H100"));
    // A name from a file is data, shown as it is (views draw it as plain text).
    QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), QStringLiteral("<b>L40S</b>"));
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("FP16 (TFLOPS)")); // title with the unit
    QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("Memory"));
    QCOMPARE(model.index(0, 1).data().toString(), QStringLiteral("989.4"));
    QCOMPARE(model.index(0, 1).data(Qt::ToolTipRole).toString(), QStringLiteral("989.4 TFLOPS"));
    QCOMPARE(model.index(0, 1).data(Qt::UserRole).toDouble(), 989.4);
    QCOMPARE(model.index(0, 2).data().toString(), QStringLiteral("1,234"));
    QCOMPARE(model.index(1, 2).data().toString(), QStringLiteral("n/a"));
    QVERIFY(!model.index(1, 2).data(Qt::UserRole).isValid());
    QCOMPARE(model.headerData(0, Qt::Vertical).toInt(), 1);
}

void tst_ChartDataModel::linesNameTheXAxisAndNotesGetAColumn()
{
    ChartData data = twoGpus();
    data.xAxis.title = QStringLiteral("Months");
    data.categories[0].position = 12;
    data.categories[1].note = QStringLiteral("does not fit");
    ChartDataModel model(data);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.columnCount(), 4);
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Months"));
    QCOMPARE(model.index(0, 0).data(Qt::UserRole).toDouble(), 12.0);
    QCOMPARE(model.headerData(3, Qt::Horizontal).toString(), QStringLiteral("Note"));
    QCOMPARE(model.index(1, 3).data().toString(), QStringLiteral("does not fit"));
    QCOMPARE(model.index(0, 3).data().toString(), QString());
}

void tst_ChartDataModel::emptyChartIsAnEmptyTable()
{
    ChartData data;
    data.placeholder = QStringLiteral("Select GPUs");
    ChartDataModel model(data);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), 0);
}

GPUATLAS_TEST_MAIN(tst_ChartDataModel)
#include "tst_ChartDataModel.moc"
