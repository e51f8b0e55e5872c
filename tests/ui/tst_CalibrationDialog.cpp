// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/calibration/Calibration.h"
#include "state/UserData.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "ui/dialogs/CalibrationDialog.h"
#include "ui/models/MeasurementsModel.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuatlas;
using ui::MeasurementsModel;

class tst_CalibrationDialog : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void modelTesterAndEdits();
    void importCsvFitAndSwitch();
    void editorOffersChoices();
    void badImportIsReportedWithItsLine();
    void exportRoundTrip();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<state::Workspace> m_workspace;
    std::unique_ptr<state::UserData> m_userData;

    QString writeCsv(const QString& name, const QByteArray& text)
    {
        const QString path = m_dir->filePath(name);
        QFile file(path);
        file.open(QIODevice::WriteOnly);
        file.write(text);
        return path;
    }
    // Throughputs of the L40S 30 % below today's estimates, as CSV.
    QByteArray slowL40sCsv() const
    {
        QByteArray csv("gpu,model,task,precision,batch,prompt_tokens,output_tokens,tokens_per_s,note\n");
        for (const int batch : {1, 8, 32}) {
            engine::Measurement m;
            m.gpuId = "l40s";
            m.modelId = "llama-3-8b";
            m.batch = batch;
            const double estimate =
                *engine::Calibration::predict(m, m_workspace->catalog(), m_workspace->models(), engine::Assumptions());
            csv += QStringLiteral("l40s,llama-3-8b,inference,fp16,%1,512,128,%2,\"our box, run %1\"\n")
                       .arg(batch)
                       .arg(0.7 * estimate, 0, 'f', 3)
                       .toUtf8();
        }
        return csv;
    }
};

void tst_CalibrationDialog::init()
{
    m_userData.reset();
    m_dir = std::make_unique<QTemporaryDir>();
    m_workspace = shippedWorkspace();
    m_userData = std::make_unique<state::UserData>(*m_workspace, m_dir->path());
    m_userData->load();
    m_userData->setCalibrationEnabled(false);
}

void tst_CalibrationDialog::modelTesterAndEdits()
{
    MeasurementsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCatalog(m_workspace->catalog(), m_workspace->models());
    engine::Measurement m;
    m.gpuId = "l40s";
    m.modelId = "llama-3-8b";
    m.value = 40;
    model.setMeasurements({m, m});
    std::vector<engine::Measurement> edited;
    connect(&model, &MeasurementsModel::measurementsEdited, this, [&edited](const auto& rows) { edited = rows; });
    QVERIFY(model.setData(model.index(1, MeasurementsModel::BatchColumn), 16));
    QCOMPARE(edited.at(1).batch, 16);
    QVERIFY(model.setData(model.index(1, MeasurementsModel::GpuColumn), QStringLiteral("h100-sxm")));
    QCOMPARE(edited.at(1).gpuId, std::string("h100-sxm"));
    QVERIFY(model.setData(model.index(0, MeasurementsModel::RuntimeColumn), QStringLiteral("llama.cpp")));
    QCOMPARE(edited.at(0).runtime, engine::Runtime::LlamaCpp);
    // Refused: unknown ids, zero, the estimate columns.
    QVERIFY(!model.setData(model.index(0, MeasurementsModel::GpuColumn), QStringLiteral("no-such-gpu")));
    QVERIFY(!model.setData(model.index(0, MeasurementsModel::MeasuredColumn), 0.0));
    QVERIFY(!model.setData(model.index(0, MeasurementsModel::AfterColumn), 1.0));
    QVERIFY(!model.flags(model.index(0, MeasurementsModel::AfterErrorColumn)).testFlag(Qt::ItemIsEditable));
    model.setCalibration(engine::Calibration::fit(model.measurements(), m_workspace->catalog(), m_workspace->models(),
                                                  engine::Assumptions()));
    QVERIFY(!model.index(1, MeasurementsModel::BeforeErrorColumn).data().toString().isEmpty());
}

void tst_CalibrationDialog::importCsvFitAndSwitch()
{
    ui::CalibrationDialog dialog(*m_workspace, *m_userData);
    dialog.show();
    QVERIFY(dialog.importFile(writeCsv(QStringLiteral("ours.csv"), slowL40sCsv())));
    QCOMPARE(dialog.model()->rowCount(), 3);
    QCOMPARE(m_userData->measurements().size(), std::size_t(3));
    QVERIFY(QFile::exists(m_userData->path(state::UserData::Kind::Measurements)));
    // Before: about +43 % (1/0.7); after: close to 0.
    const double before =
        dialog.model()->index(0, MeasurementsModel::BeforeErrorColumn).data(MeasurementsModel::ErrorRole).toDouble();
    const double after =
        dialog.model()->index(0, MeasurementsModel::AfterErrorColumn).data(MeasurementsModel::ErrorRole).toDouble();
    QVERIFY2(std::abs(before - (1 / 0.7 - 1)) < 0.01, qPrintable(QString::number(before)));
    QVERIFY2(std::abs(after) < 0.05, qPrintable(QString::number(after)));
    QCOMPARE(dialog.factors()->rowCount(), 1);
    QVERIFY(dialog.summary()->text().contains(QLatin1String("before calibration")));
    // The switch applies the factor to every estimate, and takes it back.
    QCOMPARE(m_workspace->assumptions().gpuFactor("l40s"), 1.0);
    dialog.useCalibration()->setChecked(true);
    QVERIFY(m_workspace->assumptions().gpuFactor("l40s") < 0.75);
    QVERIFY(dialog.summary()->text().contains(QLatin1String("now uses the calibrated values")));
    dialog.useCalibration()->setChecked(false);
    QCOMPARE(m_workspace->assumptions().gpuFactor("l40s"), 1.0);
    // Deleting a row refits.
    QVERIFY(dialog.removeRow(0));
    QCOMPARE(m_userData->calibration().factorFor("l40s")->rows, 2);
}

void tst_CalibrationDialog::editorOffersChoices()
{
    ui::CalibrationDialog dialog(*m_workspace, *m_userData);
    dialog.show();
    QVERIFY(dialog.addRow());
    const QModelIndex gpu = dialog.model()->index(0, MeasurementsModel::GpuColumn);
    dialog.table()->setCurrentIndex(gpu);
    dialog.table()->edit(gpu);
    auto* combo = dialog.table()->findChild<QComboBox*>();
    QVERIFY(combo);
    QCOMPARE(combo->count(), static_cast<int>(m_workspace->catalog().size()));
    combo->setCurrentIndex(combo->findData(QStringLiteral("a10")));
    dialog.table()->itemDelegate()->setModelData(combo, dialog.table()->model(), gpu);
    QCOMPARE(m_userData->measurements().front().gpuId, std::string("a10"));
}

void tst_CalibrationDialog::badImportIsReportedWithItsLine()
{
    ui::CalibrationDialog dialog(*m_workspace, *m_userData);
    const text::Status status = dialog.importFile(
        writeCsv(QStringLiteral("bad.csv"),
                 "gpu,model,task,precision,batch,tokens_per_s\nl40s,llama-3-8b,inference,fp16,eight,40\n"));
    QVERIFY(status.error.contains(QLatin1String("bad.csv")));
    QVERIFY2(status.error.contains(QLatin1String("/2/batch")), qPrintable(status.error));
    QVERIFY(m_userData->measurements().empty());
}

void tst_CalibrationDialog::exportRoundTrip()
{
    ui::CalibrationDialog dialog(*m_workspace, *m_userData);
    QVERIFY(dialog.importFile(writeCsv(QStringLiteral("ours.csv"), slowL40sCsv())));
    for (const char* name : {"out.csv", "out.json"}) {
        const QString path = m_dir->filePath(QString::fromLatin1(name));
        QVERIFY(dialog.exportFile(path));
        auto fresh = shippedWorkspace();
        state::UserData reader(*fresh, QString());
        ui::CalibrationDialog second(*fresh, reader);
        QVERIFY(second.importFile(path));
        QVERIFY(reader.measurements() == m_userData->measurements());
    }
}

GPUATLAS_TEST_MAIN(tst_CalibrationDialog)
#include "tst_CalibrationDialog.moc"
