// SPDX-License-Identifier: GPL-3.0-or-later
#include "UserFiles.h"

#include "FileReader.h"
#include "engine/calibration/MeasurementFiles.h"
#include "engine/core/Catalog.h"
#include "engine/cost/ExchangeRatesJson.h"
#include "engine/cost/PricesJson.h"
#include "engine/cost/UserRates.h"
#include "engine/io/CatalogJson.h"

#include <QDir>
#include <QFileInfo>

namespace gpuatlas::files {

namespace {

QByteArray bytesOf(const nlohmann::json& document)
{
    const std::string text = document.dump(2) + "\n";
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

template <class T>
engine::Diagnostics problemsOf(const engine::Result<T>& result)
{
    return result.ok() ? engine::Diagnostics{} : result.errors();
}

} // namespace

QString UserFiles::fileName(Kind kind)
{
    switch (kind) {
    case Kind::CustomGpus:
        return QStringLiteral("custom-gpus.json");
    case Kind::Prices:
        return QStringLiteral("prices.json");
    case Kind::Measurements:
        return QStringLiteral("measurements.json");
    case Kind::ExchangeRates:
        return QStringLiteral("exchange-rates.json");
    }
    return {};
}

UserDataFile UserFiles::file(Kind kind, const QString& folder)
{
    UserDataFile::Validator validate;
    switch (kind) {
    case Kind::CustomGpus:
        validate = [](std::string_view text, const std::string& name) { return problemsOf(readGpus(text, name)); };
        break;
    case Kind::Prices:
        validate = [](std::string_view text, const std::string& name) { return problemsOf(readPrices(text, name)); };
        break;
    case Kind::Measurements:
        validate = [](std::string_view text, const std::string& name) {
            return problemsOf(engine::readMeasurements(text, name));
        };
        break;
    case Kind::ExchangeRates:
        validate = [](std::string_view text, const std::string& name) { return problemsOf(readRates(text, name)); };
        break;
    }
    return UserDataFile(QDir(folder).filePath(fileName(kind)), std::move(validate));
}

engine::Result<std::vector<engine::Gpu>> UserFiles::readGpus(std::string_view text, const std::string& file)
{
    auto catalog = engine::readCatalog(text, file);
    if (!catalog)
        return catalog.errors();
    std::vector<engine::Gpu> gpus(catalog->gpus().begin(), catalog->gpus().end());
    for (auto& gpu : gpus)
        gpu.custom = true;
    return gpus;
}

QByteArray UserFiles::gpusDocument(std::span<const engine::Gpu> gpus)
{
    std::vector<engine::Gpu> marked(gpus.begin(), gpus.end());
    for (auto& gpu : marked)
        gpu.custom = true;
    return bytesOf(engine::catalogDocument(marked));
}

engine::Result<std::vector<engine::Price>> UserFiles::readPrices(std::string_view text, const std::string& file)
{
    auto book = engine::readPrices(text, file);
    if (!book)
        return book.errors();
    std::vector<engine::Price> prices(book->prices().begin(), book->prices().end());
    for (auto& price : prices)
        price.userProvided = true;
    return prices;
}

QByteArray UserFiles::pricesDocument(std::span<const engine::Price> prices)
{
    return bytesOf(engine::pricesDocument(prices));
}

QByteArray UserFiles::measurementsDocument(std::span<const engine::Measurement> measurements)
{
    return bytesOf(engine::measurementsDocument(measurements));
}

engine::Result<std::vector<engine::ExchangeRate>> UserFiles::readRates(std::string_view text, const std::string& file)
{
    auto read = engine::readExchangeRates(text, file);
    if (!read)
        return read.errors();
    std::vector<engine::ExchangeRate> rates(read->rates().begin(), read->rates().end());
    // Against the compiled-in rates, not a data folder's: what is plausible does not move
    // with the file being checked.
    if (auto problems = engine::checkUserRates(rates, engine::ExchangeRates::builtIn(), file); !problems.empty())
        return problems;
    for (auto& rate : rates)
        rate.userProvided = true;
    return rates;
}

QByteArray UserFiles::ratesDocument(std::span<const engine::ExchangeRate> rates)
{
    return bytesOf(engine::exchangeRatesDocument(rates));
}

engine::Result<std::vector<engine::Measurement>> UserFiles::importMeasurements(const QString& path)
{
    auto text = readTextFile(path);
    if (!text)
        return text.errors();
    if (QFileInfo(path).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0)
        return engine::readMeasurementsCsv(text.value(), displayName(path));
    return engine::readMeasurements(text.value(), displayName(path));
}

engine::Result<std::vector<engine::Gpu>> UserFiles::importGpus(const QString& path)
{
    auto text = readTextFile(path);
    if (!text)
        return text.errors();
    return readGpus(text.value(), displayName(path));
}

} // namespace gpuatlas::files
