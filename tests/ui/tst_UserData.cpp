// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/calibration/Calibration.h"
#include "engine/io/CatalogJson.h"
#include "files/UserFiles.h"
#include "state/UserData.h"
#include "support/Files.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
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
    void userRateOverridesAndRestores();
    void brokenRatesFileKeepsTheShippedRates();
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
    QTest::newRow("exchange rates: a rate of 0")
        << int(UserData::Kind::ExchangeRates)
        << QByteArray(R"({"format": "gpu-atlas-exchange-rates", "version": 1, "rates": [{"from": "USD", "to": "CNY",
                      "rate": 0, "date": "2026-12-02", "source": {"title": "t", "retrieved": "2026-12-02"}}]})");
    QTest::newRow("measurements: wrong version")
        << int(UserData::Kind::Measurements)
        << QByteArray(R"({"format": "gpu-atlas-measurements", "version": 2, "measurements": []})");
}

void tst_UserData::invalidFileIsReportedAndPreserved()
{
    QFETCH(int, kind);
    QFETCH(QByteArray, bytes);
    const auto which = UserData::Kind(kind);
    const QString path = QDir(m_dir->path()).filePath(files::UserFiles::fileName(which));
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
    case UserData::Kind::ExchangeRates:
        QVERIFY(!data.setUserRates({}));
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

namespace {

// v100-sxm2-32gb's only rental is AutoDL's 1.88 CNY per GPU-hour (data/prices.json).
double v100RentalUsd(const state::Workspace& workspace)
{
    const engine::Price* rental = workspace.prices().defaultRental("v100-sxm2-32gb");
    return rental ? rental->usdPerGpuHour : -1.0;
}

} // namespace

void tst_UserData::userRateOverridesAndRestores()
{
    const double shippedRate = m_workspace->prices().rates().find(engine::Currency::USD, engine::Currency::CNY)->rate;
    QCOMPARE(shippedRate, 7.0197);
    QVERIFY(qAbs(v100RentalUsd(*m_workspace) - 1.88 / shippedRate) < 1e-9);
    const QString path = QDir(m_dir->path()).filePath(QStringLiteral("exchange-rates.json"));
    // The user's file, the other way round from the shipped pair (1 CNY = 0.125 USD).
    QVERIFY(testing::writeRaw(path, R"({"format": "gpu-atlas-exchange-rates", "version": 1, "rates": [{"from": "CNY",
        "to": "USD", "rate": 0.125, "date": "2026-12-02", "source": {"title": "Our bank", "retrieved": "2026-12-02"}}]})"));
    UserData data(*m_workspace, m_dir->path());
    QVERIFY(data.load().isEmpty());
    const auto inUse = m_workspace->prices().rates().find(engine::Currency::USD, engine::Currency::CNY);
    QVERIFY(inUse && inUse->userProvided);
    QCOMPARE(inUse->rate, 8.0);
    QCOMPARE(inUse->date, std::string("2026-12-02"));
    // Quotes in yuan convert at the user's rate; the shipped rates are kept apart.
    QVERIFY(qAbs(v100RentalUsd(*m_workspace) - 1.88 * 0.125) < 1e-9);
    QCOMPARE(data.shippedRates().find(engine::Currency::USD, engine::Currency::CNY)->rate, shippedRate);
    // Euros still go through the shipped EUR/USD rate, now crossed with the user's yuan.
    QVERIFY(qAbs(m_workspace->prices().rates().find(engine::Currency::EUR, engine::Currency::CNY)->rate -
                 1.1675 * 8.0) < 1e-9);

    // Restore: no rate of the user's left, no file, the shipped rate again.
    QSignalSpy prices(m_workspace.get(), &state::Workspace::pricesChanged);
    QVERIFY(data.setUserRates({}));
    QVERIFY(!QFile::exists(path));
    QVERIFY(prices.count() >= 1);
    QVERIFY(!m_workspace->prices().rates().find(engine::Currency::USD, engine::Currency::CNY)->userProvided);
    QVERIFY(qAbs(v100RentalUsd(*m_workspace) - 1.88 / shippedRate) < 1e-9);

    // A rate set in the app is saved and read back by the next session.
    engine::ExchangeRate mine;
    mine.from = engine::Currency::USD;
    mine.to = engine::Currency::CNY;
    mine.rate = 7.2;
    mine.date = "2026-12-02";
    mine.source = {"Our bank", {}, "2026-12-02", {}};
    QVERIFY(data.setUserRates({mine}));
    auto fresh = shippedWorkspace();
    UserData reloaded(*fresh, m_dir->path());
    QVERIFY(reloaded.load().isEmpty());
    QCOMPARE(reloaded.userRates().size(), std::size_t(1));
    QCOMPARE(fresh->prices().rates().find(engine::Currency::USD, engine::Currency::CNY)->rate, 7.2);
}

void tst_UserData::brokenRatesFileKeepsTheShippedRates()
{
    const QString path = QDir(m_dir->path()).filePath(QStringLiteral("exchange-rates.json"));
    // 72 yuan to the dollar: a decimal point slipped.
    const QByteArray slipped(R"({"format": "gpu-atlas-exchange-rates", "version": 1, "rates": [{"from": "USD",
        "to": "CNY", "rate": 72, "date": "2026-12-02", "source": {"title": "t", "retrieved": "2026-12-02"}}]})");
    QVERIFY(testing::writeRaw(path, slipped));
    UserData data(*m_workspace, m_dir->path());
    const auto problems = data.load();
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.front().kind, UserData::Kind::ExchangeRates);
    QCOMPARE(problems.front().diagnostics.front().pointer, std::string("/rates/0/rate"));
    QVERIFY(data.userRates().empty());
    QCOMPARE(m_workspace->prices().rates().find(engine::Currency::USD, engine::Currency::CNY)->rate, 7.0197);
    // The banner's report says what the file holds.
    ui::UserFileProblemDialog dialog(data, problems.front());
    QVERIFY(dialog.findChild<QLabel*>()->text().contains(QLatin1String("your exchange rates")));
    QCOMPARE(readAll(path), slipped);
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

GPUATLAS_TEST_MAIN(tst_UserData)
#include "tst_UserData.moc"
