// SPDX-License-Identifier: GPL-3.0-or-later
// The data files compiled into the program get every check here, at build time, so that
// files::DataFiles need not schema-check them again at each start. What DataFiles trusts
// is exactly these bytes: an installed copy that differs by one byte, or any file the
// user names, still gets every check.
#include "engine/core/Catalog.h"
#include "engine/core/Model.h"
#include "engine/cost/ExchangeRates.h"
#include "engine/cost/ExchangeRatesJson.h"
#include "engine/cost/PriceBook.h"
#include "engine/cost/PricesJson.h"
#include "engine/io/CatalogJson.h"
#include "engine/io/JsonInput.h"
#include "engine/io/JsonSchema.h"
#include "engine/io/ModelJson.h"
#include "files/DataFiles.h"
#include "support/Files.h"
#include "support/TestMain.h"

#include <QResource>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuatlas;

namespace {

QByteArray embedded(const QString& name)
{
    const QResource resource(QStringLiteral(":/data/") + name);
    if (!resource.isValid())
        return {};
    return resource.uncompressedData();
}

std::string_view view(const QByteArray& bytes)
{
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

template <class T>
QString problems(const engine::Result<T>& result)
{
    QStringList lines;
    if (!result)
        for (const auto& d : result.errors())
            lines << QString::fromStdString(d.file + " " + d.pointer);
    return lines.join(QLatin1Char('\n'));
}

// Points DataFiles at `folder` first, for this test only.
auto dataDir(const QString& folder)
{
    qputenv("GPUATLAS_DATA_DIR", folder.toLocal8Bit());
    return qScopeGuard([] { qunsetenv("GPUATLAS_DATA_DIR"); });
}

} // namespace

class tst_EmbeddedData : public QObject
{
    Q_OBJECT

private slots:
    void compiledInCopiesAreTheCommittedFiles_data()
    {
        QTest::addColumn<QString>("name");
        for (const char* name : {"gpus.json", "models.json", "prices.json", "exchange-rates.json"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void compiledInCopiesAreTheCommittedFiles()
    {
        QFETCH(QString, name);
        const QByteArray inProgram = embedded(name);
        QVERIFY(!inProgram.isEmpty());
        QCOMPARE(inProgram, testing::readAll(QStringLiteral(GPUATLAS_SOURCE_DIR "/data/") + name));
        // Stored as they are, so that DataFiles compares without inflating anything.
        QCOMPARE(QResource(QStringLiteral(":/data/") + name).compressionAlgorithm(), QResource::NoCompression);
    }

    // What the start-up trusts: these bytes and no others.
    void onlyTheCompiledInBytesAreTrusted()
    {
        const QByteArray gpus = embedded(QStringLiteral("gpus.json"));
        QVERIFY(files::DataFiles::isCompiledInCopy(QStringLiteral("gpus.json"), view(gpus)));
        QVERIFY(!files::DataFiles::isCompiledInCopy(QStringLiteral("models.json"), view(gpus)));
        QByteArray changed = gpus;
        changed[changed.size() / 2] = changed[changed.size() / 2] == 'x' ? 'y' : 'x';
        QVERIFY(!files::DataFiles::isCompiledInCopy(QStringLiteral("gpus.json"), view(changed)));
        QVERIFY(!files::DataFiles::isCompiledInCopy(QStringLiteral("gpus.json"), view(gpus + ' ')));
        QVERIFY(!files::DataFiles::isCompiledInCopy(QStringLiteral("gpus.json"), view(gpus.chopped(1))));
        QVERIFY(!files::DataFiles::isCompiledInCopy(QStringLiteral("missing.json"), view(gpus)));
    }

    // With the trust, a file that breaks the schema would not be refused: proof that the
    // schema check is what the trust skips, and why it must stay on exact bytes. Text the
    // direct reader (engine/io/TrustedJson.h) cannot read still gets the full parse.
    void trustSkipsTheSchemaNotTheParse()
    {
        const std::string badUtf8 = "{\"a\": \"\xff\"}";
        const auto checked = engine::parseJson(badUtf8, "x.json");
        QVERIFY(!checked.ok());
        QCOMPARE(checked.errors().front().code, engine::DiagnosticCode::InvalidUtf8);
        engine::TrustedInput trusted;
        const auto unchecked = engine::parseJson(badUtf8, "x.json");
        QVERIFY(!unchecked.ok());
        QCOMPARE(unchecked.errors().front().code, engine::DiagnosticCode::InvalidUtf8);
        const auto parsed = engine::parseJson("{\"gpus\": 7}", "x.json");
        QVERIFY(parsed.ok());
        engine::Diagnostics problems;
        QVERIFY(engine::JsonSchema(nlohmann::json::parse(R"({"type": "object", "required": ["x"]})"))
                    .validate(parsed.value(), "x.json", problems));
        QVERIFY(problems.empty());
    }

    // The checks every start used to run: UTF-8, size, parse, schema, then the readers'.
    void compiledInCopiesPassEveryCheck()
    {
        QVERIFY(!engine::TrustedInput::active());
        const auto gpus = engine::readCatalog(view(embedded(QStringLiteral("gpus.json"))), "gpus.json");
        QVERIFY2(gpus.ok(), qPrintable(problems(gpus)));
        QVERIFY(gpus.value().size() > 0);
        const auto models = engine::readModels(view(embedded(QStringLiteral("models.json"))), "models.json");
        QVERIFY2(models.ok(), qPrintable(problems(models)));
        QVERIFY(!models.value().models().empty());
        const auto prices = engine::readPrices(view(embedded(QStringLiteral("prices.json"))), "prices.json");
        QVERIFY2(prices.ok(), qPrintable(problems(prices)));
        QVERIFY(!prices.value().prices().empty());
        const auto rates =
            engine::readExchangeRates(view(embedded(QStringLiteral("exchange-rates.json"))), "exchange-rates.json");
        QVERIFY2(rates.ok(), qPrintable(problems(rates)));
        QVERIFY(!rates.value().rates().empty());
    }

    void trustedLoadsGiveWhatFullChecksGive()
    {
        const auto full = engine::readCatalog(view(embedded(QStringLiteral("gpus.json"))), "gpus.json");
        const auto trusted = files::DataFiles::loadCatalog();
        QVERIFY(full.ok() && trusted.ok());
        QCOMPARE(trusted.value().size(), full.value().size());
        for (std::size_t i = 0; i < full.value().size(); ++i)
            QCOMPARE(engine::gpuToCatalogJson(trusted.value().gpus()[i]).dump(),
                     engine::gpuToCatalogJson(full.value().gpus()[i]).dump());

        const auto fullModels = engine::readModels(view(embedded(QStringLiteral("models.json"))), "models.json");
        const auto models = files::DataFiles::loadModels();
        QVERIFY(fullModels.ok() && models.ok());
        QCOMPARE(models.value().models().size(), fullModels.value().models().size());
        for (std::size_t i = 0; i < fullModels.value().models().size(); ++i)
            QCOMPARE(engine::modelToJson(models.value().models()[i]).dump(),
                     engine::modelToJson(fullModels.value().models()[i]).dump());

        // One model alone (the CLI's estimate and recommend): the same as in the full read.
        for (const auto& model : fullModels.value().models()) {
            const auto one = files::DataFiles::loadModel(model.id);
            QVERIFY(one.ok());
            QCOMPARE(one.value().models().size(), std::size_t(1));
            QCOMPARE(engine::modelToJson(one.value().models()[0]).dump(), engine::modelToJson(model).dump());
        }
        const auto unknown = files::DataFiles::loadModel("no-such-model");
        QVERIFY(unknown.ok());
        QVERIFY(unknown.value().models().empty());

        const auto fullPrices = engine::readPrices(view(embedded(QStringLiteral("prices.json"))), "prices.json");
        const auto prices = files::DataFiles::loadPrices();
        QVERIFY(fullPrices.ok() && prices.ok());
        QCOMPARE(engine::pricesDocument(prices.value().prices()).dump(),
                 engine::pricesDocument(fullPrices.value().prices()).dump());
        const auto fullRates =
            engine::readExchangeRates(view(embedded(QStringLiteral("exchange-rates.json"))), "exchange-rates.json");
        const auto rates = files::DataFiles::loadExchangeRates();
        QVERIFY(fullRates.ok() && rates.ok());
        QCOMPARE(engine::exchangeRatesDocument(rates.value().rates()).dump(),
                 engine::exchangeRatesDocument(fullRates.value().rates()).dump());
        // The trust ends with the load.
        QVERIFY(!engine::TrustedInput::active());
    }

    // An identical copy on disk (an installation) is trusted like the compiled-in one.
    void anIdenticalInstalledCopyLoads()
    {
        QTemporaryDir folder;
        QVERIFY(testing::writeRaw(folder.filePath(QStringLiteral("gpus.json")), embedded(QStringLiteral("gpus.json"))));
        const auto guard = dataDir(folder.path());
        QCOMPARE(files::DataFiles::locate(QStringLiteral("gpus.json")), folder.filePath(QStringLiteral("gpus.json")));
        const auto loaded = files::DataFiles::loadCatalog();
        QVERIFY2(loaded.ok(), qPrintable(problems(loaded)));
    }

    // A patched installed copy that breaks the schema is refused with the schema's
    // diagnostic, exactly as before: one changed value is enough to lose the trust.
    void aChangedInstalledCopyGetsEveryCheck()
    {
        QByteArray text = embedded(QStringLiteral("gpus.json"));
        const QByteArray year = "\"launch_year\": 2022";
        QVERIFY(text.contains(year));
        text.replace(text.indexOf(year), year.size(), "\"launch_year\": \"22\"");
        QTemporaryDir folder;
        QVERIFY(testing::writeRaw(folder.filePath(QStringLiteral("gpus.json")), text));
        const auto guard = dataDir(folder.path());
        const auto loaded = files::DataFiles::loadCatalog();
        QVERIFY(!loaded.ok());
        QCOMPARE(loaded.errors().front().code, engine::DiagnosticCode::WrongType);
        QCOMPARE(loaded.errors().front().pointer, std::string("/gpus/0/launch_year"));
    }

    void aFileTheUserNamesGetsEveryCheck()
    {
        QByteArray text = embedded(QStringLiteral("gpus.json"));
        text.append("\xff"); // after the closing brace: only the UTF-8 scan sees it
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("mine.json"));
        QVERIFY(testing::writeRaw(path, text));
        const auto loaded = files::DataFiles::loadCatalog(path);
        QVERIFY(!loaded.ok());
        QCOMPARE(loaded.errors().front().code, engine::DiagnosticCode::InvalidUtf8);
    }

    void trustIsScopedAndNests()
    {
        QVERIFY(!engine::TrustedInput::active());
        {
            engine::TrustedInput outer;
            {
                engine::TrustedInput inner;
                QVERIFY(engine::TrustedInput::active());
            }
            QVERIFY(engine::TrustedInput::active());
        }
        QVERIFY(!engine::TrustedInput::active());
    }
};

GPUATLAS_TEST_GUILESS_MAIN(tst_EmbeddedData)
#include "tst_EmbeddedData.moc"
