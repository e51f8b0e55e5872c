// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/calibration/MeasurementFiles.h"
#include "engine/core/Catalog.h"
#include "engine/cost/PricesJson.h"
#include "engine/io/CatalogJson.h"
#include "files/UserDataFile.h"
#include "files/UserFiles.h"
#include "support/Files.h"
#include "support/TestMain.h"

#include <QDir>
#include <QFile>
#include <QIODevice>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuatlas;
using files::UserDataFile;
using files::UserFiles;

using gpuatlas::testing::readAll;

namespace {

engine::Gpu myCard(const std::string& id)
{
    const auto shipped = engine::readCatalog(
        [] {
            QFile file(QStringLiteral(GPUATLAS_SOURCE_DIR "/data/gpus.json"));
            file.open(QIODevice::ReadOnly);
            return file.readAll().toStdString();
        }(),
        "gpus.json");
    engine::Gpu gpu = *shipped->find("l40s");
    gpu.id = id;
    gpu.name = "Our L40S box, 中文名";
    gpu.memoryGB = 48;
    gpu.tdpW = 300;
    gpu.sources = {{"Our own measurement", "https://example.com/lab", "2026-11-30", {}}};
    gpu.notes = {{"Power-capped to 300 W", "限功耗 300 W", "限功耗 300 W"}};
    gpu.article = {};
    return gpu;
}

// Writes half the bytes, then reports an error: what a full disk does.
qint64 failHalfway(QIODevice& device, const QByteArray& bytes)
{
    device.write(bytes.left(bytes.size() / 2));
    return -1;
}

} // namespace

class tst_UserDataFile : public QObject
{
    Q_OBJECT

private slots:
    void missingFileIsEmptyAndSavable();
    void saveThenReload();
    void injectedWriteFailureKeepsThePreviousFile_data();
    void injectedWriteFailureKeepsThePreviousFile();
    void invalidFileIsReportedAndPreserved_data();
    void invalidFileIsReportedAndPreserved();
    void setAsideAllowsSavingAgain();
    void saveRefusesInvalidContent();
    void customGpuRoundTrip();
    void emptyListsRemoveTheFile();
};

void tst_UserDataFile::missingFileIsEmptyAndSavable()
{
    QTemporaryDir dir;
    UserDataFile file = UserFiles::file(UserFiles::Kind::Measurements, dir.path());
    const auto text = file.load();
    QVERIFY(text);
    QVERIFY(text->empty());
    QCOMPARE(file.state(), UserDataFile::State::Missing);
    QVERIFY(file.canSave());
}

void tst_UserDataFile::saveThenReload()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("not/yet/there")); // created on save
    UserDataFile file = UserFiles::file(UserFiles::Kind::CustomGpus, folder);
    const std::vector<engine::Gpu> gpus{myCard("our-l40s")};
    QVERIFY(file.save(UserFiles::gpusDocument(gpus)));
    QCOMPARE(file.state(), UserDataFile::State::Valid);
    UserDataFile again = UserFiles::file(UserFiles::Kind::CustomGpus, folder);
    const auto text = again.load();
    QVERIFY(text);
    const auto read = UserFiles::readGpus(*text, "custom-gpus.json");
    QVERIFY(read.ok());
    QCOMPARE(read.value().size(), std::size_t(1));
    QVERIFY(read.value().front().custom);
    QCOMPARE(read.value().front().name, gpus.front().name);
    // No temporary file is left behind.
    QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList{QStringLiteral("custom-gpus.json")});
}

void tst_UserDataFile::injectedWriteFailureKeepsThePreviousFile_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("custom GPUs") << int(UserFiles::Kind::CustomGpus);
    QTest::newRow("prices") << int(UserFiles::Kind::Prices);
    QTest::newRow("measurements") << int(UserFiles::Kind::Measurements);
    QTest::newRow("exchange rates") << int(UserFiles::Kind::ExchangeRates);
}

void tst_UserDataFile::injectedWriteFailureKeepsThePreviousFile()
{
    QFETCH(int, kind);
    QTemporaryDir dir;
    UserDataFile file = UserFiles::file(UserFiles::Kind(kind), dir.path());
    QByteArray first;
    QByteArray second;
    switch (UserFiles::Kind(kind)) {
    case UserFiles::Kind::CustomGpus:
        first = UserFiles::gpusDocument(std::vector<engine::Gpu>{myCard("card-one")});
        second = UserFiles::gpusDocument(std::vector<engine::Gpu>{myCard("card-one"), myCard("card-two")});
        break;
    case UserFiles::Kind::Prices: {
        engine::Price price;
        price.gpuId = "l40s";
        price.provider = "Us";
        price.usdPerGpuHour = 1.0;
        price.date = "2026-11-30";
        price.source = {"Quote", "https://example.com", "2026-11-30", {}};
        first = UserFiles::pricesDocument(std::vector<engine::Price>{price});
        price.usdPerGpuHour = 2.0;
        second = UserFiles::pricesDocument(std::vector<engine::Price>{price, price});
        break;
    }
    case UserFiles::Kind::Measurements: {
        engine::Measurement m;
        m.gpuId = "l40s";
        m.modelId = "llama-3-8b";
        m.value = 40;
        first = UserFiles::measurementsDocument(std::vector<engine::Measurement>{m});
        m.value = 80;
        second = UserFiles::measurementsDocument(std::vector<engine::Measurement>{m, m});
        break;
    }
    case UserFiles::Kind::ExchangeRates: {
        engine::ExchangeRate rate;
        rate.from = engine::Currency::USD;
        rate.to = engine::Currency::CNY;
        rate.rate = 7.2;
        rate.date = "2026-12-02";
        rate.source = {"Our bank", {}, "2026-12-02", {}};
        first = UserFiles::ratesDocument(std::vector<engine::ExchangeRate>{rate});
        rate.rate = 7.3;
        second = UserFiles::ratesDocument(std::vector<engine::ExchangeRate>{rate});
        break;
    }
    }
    QVERIFY(file.save(first));
    file.setWriteStep(&failHalfway);
    const text::Status status = file.save(second);
    QVERIFY(!status);
    QVERIFY(status.error.contains(file.path()) || status.error.contains(QDir::toNativeSeparators(file.path())));
    QCOMPARE(readAll(file.path()), first);                       // byte for byte the previous file
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1); // and no partial file beside it
    // The next good save works.
    file.setWriteStep(&UserDataFile::writeAll);
    QVERIFY(file.save(second));
    QCOMPARE(readAll(file.path()), second);
}

void tst_UserDataFile::invalidFileIsReportedAndPreserved_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("pointer");
    QTest::newRow("truncated GPUs") << int(UserFiles::Kind::CustomGpus)
                                    << QByteArray(
                                           R"({"format": "gpu-atlas-catalog", "version": 1, "gpus": [{"id": "x")")
                                    << QString();
    QTest::newRow("GPU with negative memory") << int(UserFiles::Kind::CustomGpus)
                                              << UserFiles::gpusDocument(std::vector<engine::Gpu>{myCard("card")})
                                                     .replace("\"memory_gb\": 48.0", "\"memory_gb\": -48.0")
                                              << QStringLiteral("/gpus/0/memory_gb");
    QTest::newRow("price without amount")
        << int(UserFiles::Kind::Prices)
        << QByteArray(R"({"format": "gpu-atlas-prices", "version": 1, "prices": [{"gpu": "l40s", "provider": "Us",
           "kind": "on-demand", "date": "2026-11-30", "source": {"title": "t", "url": "https://x", "retrieved": "2026-11-30"}}]})")
        << QStringLiteral("/prices/0/usd_per_gpu_hour");
    QTest::newRow("measurement with a typo")
        << int(UserFiles::Kind::Measurements)
        << QByteArray(R"({"format": "gpu-atlas-measurements", "version": 1, "measurements": [{"gpu": "l40s",
           "model": "llama-3-8b", "task": "inference", "precision": "fp16", "batch": 1, "tokens_per_sec": 4}]})")
        << QStringLiteral("/measurements/0/tokens_per_sec");
    QTest::newRow("not UTF-8") << int(UserFiles::Kind::Measurements) << QByteArray("{\"format\": \"\xff\xfe\"}")
                               << QString();
}

void tst_UserDataFile::invalidFileIsReportedAndPreserved()
{
    QFETCH(int, kind);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, pointer);
    QTemporaryDir dir;
    UserDataFile file = UserFiles::file(UserFiles::Kind(kind), dir.path());
    QVERIFY(testing::writeRaw(file.path(), bytes));
    QVERIFY(!file.load());
    QCOMPARE(file.state(), UserDataFile::State::Invalid);
    QVERIFY(!file.problems().empty());
    if (!pointer.isEmpty())
        QCOMPARE(QString::fromStdString(file.problems().front().pointer), pointer);
    QVERIFY(QString::fromStdString(file.problems().front().file).endsWith(UserFiles::fileName(UserFiles::Kind(kind))));
    QVERIFY(!file.canSave());
    // Saving, even valid content, and removing are refused; the file stays byte for byte.
    const QByteArray valid = UserFiles::measurementsDocument({});
    QVERIFY(!file.save(valid));
    QVERIFY(!file.remove());
    QCOMPARE(readAll(file.path()), bytes);
}

void tst_UserDataFile::setAsideAllowsSavingAgain()
{
    QTemporaryDir dir;
    UserDataFile file = UserFiles::file(UserFiles::Kind::Measurements, dir.path());
    const QByteArray broken("{ not json");
    QVERIFY(testing::writeRaw(file.path(), broken));
    QVERIFY(!file.load());
    const QString aside = file.setAside();
    QVERIFY(!aside.isEmpty());
    QVERIFY(aside.contains(QLatin1String("measurements.invalid-")));
    QVERIFY(aside.endsWith(QLatin1String(".json")));
    QCOMPARE(readAll(aside), broken); // kept, renamed
    QVERIFY(!QFile::exists(file.path()));
    QVERIFY(file.canSave());
    QVERIFY(file.save(UserFiles::measurementsDocument({})));
}

void tst_UserDataFile::saveRefusesInvalidContent()
{
    QTemporaryDir dir;
    UserDataFile file = UserFiles::file(UserFiles::Kind::Prices, dir.path());
    QVERIFY(!file.save(UserFiles::pricesDocument(std::vector<engine::Price>{engine::Price{}})));
    QVERIFY(!QFile::exists(file.path()));
}

void tst_UserDataFile::customGpuRoundTrip()
{
    QTemporaryDir dir;
    // add -> save
    std::vector<engine::Gpu> gpus{myCard("our-l40s")};
    UserDataFile store = UserFiles::file(UserFiles::Kind::CustomGpus, dir.filePath(QStringLiteral("data")));
    QVERIFY(store.save(UserFiles::gpusDocument(gpus)));
    // -> reload
    UserDataFile reopened = UserFiles::file(UserFiles::Kind::CustomGpus, dir.filePath(QStringLiteral("data")));
    const auto reloaded = UserFiles::readGpus(*reopened.load(), "custom-gpus.json");
    QVERIFY(reloaded.ok());
    // -> export (the catalogue format: the CLI's --catalog reads it)
    const QString exported = dir.filePath(QStringLiteral("my-gpus.json"));
    QVERIFY(testing::writeRaw(exported, UserFiles::gpusDocument(reloaded.value())));
    QVERIFY(engine::readCatalog(readAll(exported).toStdString(), "my-gpus.json").ok());
    // -> import
    const auto imported = UserFiles::importGpus(exported);
    QVERIFY(imported.ok());
    QCOMPARE(imported.value().size(), gpus.size());
    QCOMPARE(engine::gpuToCatalogJson(imported.value().front()).dump(),
             engine::gpuToCatalogJson(reloaded.value().front()).dump());
    QVERIFY(imported.value().front().custom);
    QCOMPARE(imported.value().front().notes.front().zhCN, std::string("限功耗 300 W"));
}

void tst_UserDataFile::emptyListsRemoveTheFile()
{
    QTemporaryDir dir;
    UserDataFile file = UserFiles::file(UserFiles::Kind::CustomGpus, dir.path());
    QVERIFY(file.save(UserFiles::gpusDocument(std::vector<engine::Gpu>{myCard("x")})));
    // The catalogue format needs at least one GPU: no GPUs left means no file.
    QVERIFY(!file.save(UserFiles::gpusDocument({})));
    QVERIFY(file.remove());
    QVERIFY(!QFile::exists(file.path()));
    QCOMPARE(file.state(), UserDataFile::State::Missing);
}

GPUATLAS_TEST_GUILESS_MAIN(tst_UserDataFile)
#include "tst_UserDataFile.moc"
