// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/Calibration.h"
#include "state/UserData.h"
#include "support/Files.h"
#include "support/ShippedData.h"
#include "text/UserFiles.h"
#include "ui/dialogs/CustomGpusDialog.h"
#include "ui/dialogs/UserFileProblemDialog.h"
#include "ui/models/GpuCell.h"
#include "ui/models/GpuTableModel.h"
#include "ui/models/ResultsModel.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace gpuatlas;
using state::UserData;

using gpuatlas::testing::readAll;

namespace {

engine::Gpu myCard(const state::Workspace& workspace, const std::string& id)
{
    engine::Gpu gpu = *workspace.catalog().find("l40s");
    gpu.id = id;
    gpu.name = "Lab L40S <b>300 W</b>";
    gpu.tdpW = 300;
    gpu.article = {};
    return gpu;
}

} // namespace

class tst_UserData : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void customGpuRoundTrip();
    void customGpusAreMarkedEverywhere();
    void invalidFileIsReportedAndPreserved_data();
    void invalidFileIsReportedAndPreserved();
    void problemDialogSetsTheFileAside();
    void injectedWriteFailureKeepsEverything();
    void calibrationSwitch();
    void ownershipInputsPersist();
    void memoryOnlyWithoutAFolder();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<state::Workspace> m_workspace;
};

void tst_UserData::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
    QSettings().clear();
}

void tst_UserData::customGpuRoundTrip()
{
    // add -> save
    UserData data(*m_workspace, m_dir->path());
    QVERIFY(data.load().isEmpty());
    const std::size_t shipped = m_workspace->catalog().size();
    ui::CustomGpusDialog dialog(*m_workspace, data);
    QVERIFY(dialog.add(myCard(*m_workspace, "lab-l40s")));
    QCOMPARE(m_workspace->catalog().size(), shipped + 1);
    QVERIFY(m_workspace->catalog().find("lab-l40s")->custom);
    // -> reload (a new session)
    auto fresh = shippedWorkspace();
    UserData reloaded(*fresh, m_dir->path());
    QVERIFY(reloaded.load().isEmpty());
    QCOMPARE(reloaded.customGpus().size(), std::size_t(1));
    QCOMPARE(fresh->catalog().find("lab-l40s")->tdpW, 300.0);
    // -> export -> import into a third, empty session
    const QString exported = m_dir->filePath(QStringLiteral("exported.json"));
    ui::CustomGpusDialog second(*fresh, reloaded);
    QVERIFY(second.exportFile(exported));
    QVERIFY(engine::readCatalog(readAll(exported).toStdString(), "exported.json").ok());
    QTemporaryDir other;
    auto third = shippedWorkspace();
    UserData importer(*third, other.path());
    importer.load();
    ui::CustomGpusDialog importing(*third, importer);
    QVERIFY(importing.importFile(exported));
    QCOMPARE(engine::gpuToCatalogJson(*third->catalog().find("lab-l40s")).dump(),
             engine::gpuToCatalogJson(*m_workspace->catalog().find("lab-l40s")).dump());
    // Importing again replaces, it does not duplicate.
    QVERIFY(importing.importFile(exported));
    QCOMPARE(importer.customGpus().size(), std::size_t(1));
    // Duplicate and delete.
    QVERIFY(importing.duplicateAt(0));
    QCOMPARE(importer.customGpus().back().id, std::string("lab-l40s-copy"));
    QVERIFY(importing.removeAt(0));
    QCOMPARE(importer.customGpus().size(), std::size_t(1));
    QVERIFY(!third->catalog().find("lab-l40s"));
    // Deleting the last one removes the file (the catalogue format needs one GPU).
    QVERIFY(importing.removeAt(0));
    QVERIFY(!QFile::exists(importer.path(UserData::Kind::CustomGpus)));
}

void tst_UserData::customGpusAreMarkedEverywhere()
{
    UserData data(*m_workspace, QString());
    QVERIFY(data.setCustomGpus({myCard(*m_workspace, "lab-l40s")}));
    // Spec table: italics and the marker.
    ui::GpuTableModel table(*m_workspace);
    bool found = false;
    for (int row = 0; row < table.rowCount(); ++row) {
        const QModelIndex name = table.index(row, ui::GpuTableModel::columnOf(text::GpuField::Name));
        if (name.data(ui::GpuCell::GpuIdRole).toString() == QLatin1String("lab-l40s")) {
            found = true;
            QCOMPARE(name.data().toString(), QStringLiteral("Lab L40S <b>300 W</b> (custom)"));
            QVERIFY(name.data(Qt::FontRole).value<QFont>().italic());
        }
    }
    QVERIFY(found);
    // Results (and the charts and reports that take their names).
    engine::Workload workload = chatWorkload();
    workload.gpus = {"lab-l40s", "l40s"};
    ui::ResultsModel results;
    results.setResults(m_workspace->rank(workload), workload, m_workspace->catalog());
    QCOMPARE(results.gpuName("lab-l40s"), QStringLiteral("Lab L40S <b>300 W</b> (custom)"));
    QCOMPARE(results.gpuName("l40s"), QStringLiteral("NVIDIA L40S"));
    // The CLI's contract field.
    QCOMPARE(engine::gpuToContractJson(*m_workspace->catalog().find("lab-l40s"))["custom"].get<bool>(), true);
}

void tst_UserData::invalidFileIsReportedAndPreserved_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("GPUs: truncated") << int(UserData::Kind::CustomGpus)
                                     << QByteArray("{\"format\": \"gpu-atlas-catalog\", \"gpus\": [");
    QTest::newRow("prices: a price without amount")
        << int(UserData::Kind::Prices)
        << QByteArray(R"({"format": "gpu-atlas-prices", "version": 1, "prices": [{"gpu": "l40s", "provider": "Us",
                      "kind": "on-demand", "date": "2026-11-30", "source": {"title": "t", "retrieved": "2026-11-30"}}]})");
    QTest::newRow("measurements: wrong version")
        << int(UserData::Kind::Measurements)
        << QByteArray(R"({"format": "gpu-atlas-measurements", "version": 2, "measurements": []})");
}

void tst_UserData::invalidFileIsReportedAndPreserved()
{
    QFETCH(int, kind);
    QFETCH(QByteArray, bytes);
    const auto which = UserData::Kind(kind);
    const QString path = QDir(m_dir->path()).filePath(text::UserFiles::fileName(which));
    QVERIFY(testing::writeRaw(path, bytes));
    UserData data(*m_workspace, m_dir->path());
    const auto problems = data.load();
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.front().kind, which);
    QCOMPARE(problems.front().path, path);
    QVERIFY(!problems.front().diagnostics.empty());
    QVERIFY(!data.canSave(which));
    // Every change is refused; the file stays byte for byte.
    switch (which) {
    case UserData::Kind::CustomGpus:
        QVERIFY(!data.setCustomGpus({myCard(*m_workspace, "x")}));
        break;
    case UserData::Kind::Prices:
        QVERIFY(!data.setUserPrices({}));
        break;
    case UserData::Kind::Measurements:
        QVERIFY(!data.setMeasurements({}));
        break;
    }
    QCOMPARE(readAll(path), bytes);
    // The other files still work.
    const auto other =
        which == UserData::Kind::Measurements ? UserData::Kind::CustomGpus : UserData::Kind::Measurements;
    QVERIFY(data.canSave(other));
}

void tst_UserData::problemDialogSetsTheFileAside()
{
    const QString path = QDir(m_dir->path()).filePath(QStringLiteral("custom-gpus.json"));
    const QByteArray broken(R"({"format": "gpu-atlas-catalog", "version": 1, "gpus": [{"id": "BAD ID"}]})");
    QVERIFY(testing::writeRaw(path, broken));
    UserData data(*m_workspace, m_dir->path());
    const auto problems = data.load();
    QCOMPARE(problems.size(), 1);
    ui::UserFileProblemDialog dialog(data, problems.front());
    dialog.show();
    // The report names file, pointer and message.
    QVERIFY(dialog.findChild<QLabel*>()->text().contains(QDir::toNativeSeparators(path).toHtmlEscaped()));
    QVERIFY(dialog.table()->rowCount() >= 1);
    QStringList where;
    for (int row = 0; row < dialog.table()->rowCount(); ++row)
        where << dialog.table()->item(row, 0)->text();
    QVERIFY2(where.join(QLatin1Char(' ')).contains(QLatin1String("/gpus/0")), qPrintable(where.join(QLatin1Char(' '))));
    QVERIFY(!dialog.table()->item(0, 1)->text().isEmpty());
    // "Set aside" renames it (the confirmation box is closed by the test).
    QTimer::singleShot(0, &dialog, [] {
        for (QWidget* window : QApplication::topLevelWidgets()) {
            if (auto* box = qobject_cast<QMessageBox*>(window))
                box->accept();
        }
    });
    dialog.setAsideButton()->click();
    QVERIFY(!dialog.asidePath().isEmpty());
    QCOMPARE(readAll(dialog.asidePath()), broken);
    QVERIFY(!QFile::exists(path));
    QVERIFY(data.canSave(UserData::Kind::CustomGpus));
    QVERIFY(data.setCustomGpus({myCard(*m_workspace, "lab")}));
}

void tst_UserData::injectedWriteFailureKeepsEverything()
{
    UserData data(*m_workspace, m_dir->path());
    data.load();
    QVERIFY(data.setCustomGpus({myCard(*m_workspace, "first")}));
    const QByteArray before = readAll(data.path(UserData::Kind::CustomGpus));
    QSignalSpy changed(m_workspace.get(), &state::Workspace::catalogChanged);
    // A full disk: half the bytes go out, then the write fails.
    data.file(UserData::Kind::CustomGpus)->setWriteStep([](QIODevice& device, const QByteArray& bytes) -> qint64 {
        device.write(bytes.left(bytes.size() / 2));
        return -1;
    });
    const text::Status status = data.setCustomGpus({myCard(*m_workspace, "first"), myCard(*m_workspace, "second")});
    QVERIFY(!status);
    QCOMPARE(readAll(data.path(UserData::Kind::CustomGpus)), before);
    QCOMPARE(data.customGpus().size(), std::size_t(1));
    QVERIFY(!m_workspace->catalog().find("second"));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files), QStringList{QStringLiteral("custom-gpus.json")});
}

void tst_UserData::calibrationSwitch()
{
    UserData data(*m_workspace, m_dir->path());
    data.load();
    engine::Measurement slow;
    slow.gpuId = "l40s";
    slow.modelId = "llama-3-8b";
    slow.batch = 8;
    slow.value =
        0.7 * *engine::Calibration::predict(slow, m_workspace->catalog(), m_workspace->models(), engine::Assumptions());
    QVERIFY(data.setMeasurements({slow}));
    // Fitted but not applied until switched on.
    QVERIFY(data.calibration().factorFor("l40s"));
    QCOMPARE(m_workspace->assumptions().gpuFactor("l40s"), 1.0);
    QSignalSpy assumptions(m_workspace.get(), &state::Workspace::assumptionsChanged);
    data.setCalibrationEnabled(true);
    QVERIFY(assumptions.count() >= 1);
    const double factor = m_workspace->assumptions().gpuFactor("l40s");
    QVERIFY(factor < 0.8 && factor > 0.6);
    const auto calibrated = m_workspace->estimate(chatWorkload(), "l40s", 1);
    QVERIFY(std::abs(*calibrated->performance.tokensPerS / slow.value - 1.0) < 0.05);
    // An edit of another assumption keeps the calibration (refitted on top of it).
    engine::Assumptions edited = m_workspace->assumptions();
    edited.set(engine::AssumptionId::UsableMemoryFraction, 0.95);
    m_workspace->setAssumptions(edited);
    QVERIFY(m_workspace->assumptions().gpuFactor("l40s") < 0.8);
    QCOMPARE(m_workspace->assumptions()[engine::AssumptionId::UsableMemoryFraction], 0.95);
    // Back to defaults.
    data.setCalibrationEnabled(false);
    QCOMPARE(m_workspace->assumptions().gpuFactor("l40s"), 1.0);
    QCOMPARE(m_workspace->assumptions()[engine::AssumptionId::UsableMemoryFraction], 0.95);
    // The switch and the measurements persist.
    data.setCalibrationEnabled(true);
    auto fresh = shippedWorkspace();
    UserData again(*fresh, m_dir->path());
    again.load();
    QVERIFY(again.calibrationEnabled());
    QCOMPARE(fresh->assumptions().gpuFactor("l40s"), factor);
}

void tst_UserData::ownershipInputsPersist()
{
    {
        UserData data(*m_workspace, m_dir->path());
        engine::OwnershipInputs inputs = m_workspace->ownership();
        inputs.set(engine::OwnershipInputId::ElectricityUsdPerKwh, 0.31);
        m_workspace->setOwnership(inputs);
    }
    auto fresh = shippedWorkspace();
    UserData again(*fresh, m_dir->path());
    QCOMPARE(fresh->ownership()[engine::OwnershipInputId::ElectricityUsdPerKwh], 0.31);
    QVERIFY(fresh->ownership().isDefault(engine::OwnershipInputId::Pue));
}

void tst_UserData::memoryOnlyWithoutAFolder()
{
    UserData data(*m_workspace, QString());
    QVERIFY(data.load().isEmpty());
    QVERIFY(data.setCustomGpus({myCard(*m_workspace, "lab")}));
    QVERIFY(m_workspace->catalog().find("lab"));
    QVERIFY(!QFile::exists(data.path(UserData::Kind::CustomGpus)));
}

QTEST_MAIN(tst_UserData)
#include "tst_UserData.moc"
