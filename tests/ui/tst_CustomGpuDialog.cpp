// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/CatalogJson.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "support/Widgets.h"
#include "ui/dialogs/CustomGpuDialog.h"
#include "ui/models/CustomGpusModel.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QTest>

using namespace gpuatlas;
using ui::CustomGpuDialog;

namespace {

bool shown(CustomGpuDialog& dialog, const std::string& pointer)
{
    QLabel* label = dialog.errors().labelFor("/gpus/0" + pointer);
    return label && label->isVisible() && !label->text().isEmpty();
}

} // namespace

class tst_CustomGpuDialog : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void copyFromABuiltInGpu();
    void errorsBesideTheirFields_data();
    void errorsBesideTheirFields();
    void duplicateIdAmongYours();
    void replacingABuiltInIdIsSaid();
    void roundTripsEveryField();
    void listModel();

private:
    std::unique_ptr<state::Workspace> m_workspace;
};

void tst_CustomGpuDialog::init()
{
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
}

void tst_CustomGpuDialog::copyFromABuiltInGpu()
{
    CustomGpuDialog dialog(m_workspace->catalog(), {});
    auto* from = testing::child<QComboBox>(dialog, "copyFromCombo");
    from->setCurrentIndex(from->findData(QStringLiteral("h100-sxm")));
    emit from->activated(from->currentIndex());
    const engine::Gpu gpu = dialog.gpu();
    QCOMPARE(gpu.id, std::string("h100-sxm-custom"));
    QCOMPARE(gpu.memoryGB, 80.0);
    QVERIFY(gpu.custom);
    QVERIFY(gpu.article.empty()); // the article speaks of the original
    QVERIFY(dialog.problems().empty());
}

void tst_CustomGpuDialog::errorsBesideTheirFields_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("pointer");
    QTest::newRow("id with spaces") << "idEdit"
                                    << "My Card"
                                    << "/id";
    QTest::newRow("empty name") << "nameEdit"
                                << ""
                                << "/name";
    QTest::newRow("no memory") << "memorySpin"
                               << "0"
                               << "/memory_gb";
    QTest::newRow("no bandwidth") << "bandwidthSpin"
                                  << "0"
                                  << "/memory_bandwidth_gbs";
    QTest::newRow("no TDP") << "tdpSpin"
                            << "0"
                            << "/tdp_w";
    QTest::newRow("no FP32") << "fp32Spin"
                             << "0"
                             << "/fp32_tflops";
    QTest::newRow("link that is not a web link") << "sourceUrlEdit"
                                                 << "datasheet.pdf"
                                                 << "/sources/0/url";
    QTest::newRow("empty source title") << "sourceTitleEdit"
                                        << ""
                                        << "/sources/0/title";
    // The semantic check after the schema: sparse must be twice dense.
    QTest::newRow("sparse not twice dense") << "fp16DenseSpin"
                                            << "300"
                                            << "/tensor_tflops/fp16";
}

void tst_CustomGpuDialog::errorsBesideTheirFields()
{
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(QString, pointer);
    CustomGpuDialog dialog(m_workspace->catalog(), {});
    engine::Gpu start = *m_workspace->catalog().find("l40s");
    start.id = "my-l40s";
    start.article = {};
    dialog.setGpu(start);
    dialog.show();
    QVERIFY(dialog.problems().empty());
    QWidget* widget = dialog.findChild<QWidget*>(field);
    QVERIFY(widget);
    if (auto* line = qobject_cast<QLineEdit*>(widget))
        line->setText(value);
    else if (auto* spin = qobject_cast<QDoubleSpinBox*>(widget))
        spin->setValue(value.toDouble());
    dialog.accept();
    QVERIFY(dialog.isVisible()); // refused: the dialog stays open
    QVERIFY2(shown(dialog, pointer.toStdString()), qPrintable(pointer));
    // Only where the problem is.
    if (pointer != QLatin1String("/name"))
        QVERIFY(!shown(dialog, "/name"));
}

void tst_CustomGpuDialog::duplicateIdAmongYours()
{
    CustomGpuDialog dialog(m_workspace->catalog(), {"taken"});
    engine::Gpu start = *m_workspace->catalog().find("l4");
    start.id = "taken";
    start.article = {};
    dialog.setGpu(start);
    dialog.show();
    dialog.accept();
    QVERIFY(shown(dialog, "/id"));
    testing::child<QLineEdit>(dialog, "idEdit")->setText(QStringLiteral("free"));
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void tst_CustomGpuDialog::replacingABuiltInIdIsSaid()
{
    CustomGpuDialog dialog(m_workspace->catalog(), {});
    dialog.show();
    testing::child<QLineEdit>(dialog, "idEdit")->setText(QStringLiteral("l40s"));
    bool said = false;
    for (QLabel* label : dialog.findChildren<QLabel*>())
        said = said || (label->isVisible() && label->text().contains(QLatin1String("replaces it everywhere")));
    QVERIFY(said);
}

void tst_CustomGpuDialog::roundTripsEveryField()
{
    for (const auto& shipped : m_workspace->catalog().gpus()) {
        engine::Gpu gpu = shipped;
        gpu.custom = true;
        gpu.article = {};
        CustomGpuDialog dialog(m_workspace->catalog(), {});
        dialog.setGpu(gpu);
        QCOMPARE(engine::gpuToCatalogJson(dialog.gpu()).dump(), engine::gpuToCatalogJson(gpu).dump());
    }
}

void tst_CustomGpuDialog::listModel()
{
    ui::CustomGpusModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    engine::Gpu mine = *m_workspace->catalog().find("l40s"); // replaces the built-in
    mine.custom = true;
    engine::Gpu other = *m_workspace->catalog().find("l4");
    other.id = "my-l4";
    other.custom = true;
    model.setGpus({mine, other}, m_workspace->catalog());
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0, ui::CustomGpusModel::ReplacesColumn).data().toString(), QStringLiteral("NVIDIA L40S"));
    QCOMPARE(model.index(1, ui::CustomGpusModel::ReplacesColumn).data().toString(), QString());
    QCOMPARE(model.index(1, ui::CustomGpusModel::NameColumn).data().toString(), QStringLiteral("NVIDIA L4 (custom)"));
    QCOMPARE(model.index(0, ui::CustomGpusModel::MemoryColumn).data(Qt::UserRole).toDouble(), 48.0);
}

GPUATLAS_TEST_MAIN(tst_CustomGpuDialog)
#include "tst_CustomGpuDialog.moc"
