// SPDX-License-Identifier: GPL-3.0-or-later
#include "DataFiles.h"

#include "FileReader.h"
#include "engine/cost/ExchangeRatesJson.h"
#include "engine/cost/PricesJson.h"
#include "engine/io/CatalogJson.h"
#include "engine/io/ModelJson.h"
#include "text/AppIdentity.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QResource>

#include <optional>

namespace gpuatlas::files {

namespace {

const char* const builtInFolder = ":/data";

// Built-in files are named by their plain name, not the resource path, in messages.
std::string nameInMessages(const QString& path)
{
    return path.startsWith(QLatin1Char(':')) ? QFileInfo(path).fileName().toStdString() : displayName(path);
}

// The compiled-in copy of `fileName` when `path` is that copy itself (no installed file
// before it on the search path): read in place, neither copied nor compared.
std::optional<std::string_view> compiledIn(const QString& path, const QString& fileName)
{
    if (fileName.isEmpty() || path != QString::fromLatin1(builtInFolder) + QLatin1Char('/') + fileName)
        return std::nullopt;
    const QResource embedded(path);
    if (!embedded.isValid() || embedded.compressionAlgorithm() != QResource::NoCompression)
        return std::nullopt;
    return std::string_view(reinterpret_cast<const char*>(embedded.data()), static_cast<std::size_t>(embedded.size()));
}

template <class T, class Reader>
engine::Result<T> load(const QString& path, const QString& shippedName, const Reader& reader)
{
    if (const auto text = compiledIn(path, shippedName)) {
        const engine::TrustedInput trusted;
        return reader(*text, nameInMessages(path));
    }
    auto text = readTextFile(path);
    if (!text)
        return text.errors();
    const std::string name = nameInMessages(path);
    std::optional<engine::TrustedInput> trusted;
    if (DataFiles::isCompiledInCopy(shippedName, text.value()))
        trusted.emplace();
    return reader(text.value(), name);
}

} // namespace

bool DataFiles::isCompiledInCopy(const QString& fileName, std::string_view text)
{
    if (fileName.isEmpty())
        return false;
    // Stored uncompressed (app/text/CMakeLists.txt), so this compares in place.
    const QResource embedded(QString::fromLatin1(builtInFolder) + QLatin1Char('/') + fileName);
    if (!embedded.isValid() || embedded.compressionAlgorithm() != QResource::NoCompression)
        return false;
    return static_cast<std::size_t>(embedded.size()) == text.size() &&
           std::string_view(reinterpret_cast<const char*>(embedded.data()), text.size()) == text;
}

QStringList DataFiles::searchPath()
{
    QStringList folders;
    if (const QString fromEnvironment = qEnvironmentVariable("GPUATLAS_DATA_DIR"); !fromEnvironment.isEmpty())
        folders << fromEnvironment;
    folders << text::installedFolders(QStringLiteral("data")) << QString::fromLatin1(builtInFolder);
    return folders;
}

QString DataFiles::locate(const QString& fileName)
{
    for (const QString& folder : searchPath()) {
        const QString candidate = QDir(folder).filePath(fileName);
        if (QFileInfo::exists(candidate))
            return candidate;
    }
    return QDir(QString::fromLatin1(builtInFolder)).filePath(fileName);
}

engine::Result<engine::Catalog> DataFiles::loadCatalog(const QString& overridePath)
{
    const QString name = QStringLiteral("gpus.json");
    return load<engine::Catalog>(overridePath.isEmpty() ? locate(name) : overridePath, name, engine::readCatalog);
}

engine::Result<engine::ModelCatalog> DataFiles::loadModels()
{
    const QString name = QStringLiteral("models.json");
    return load<engine::ModelCatalog>(locate(name), name, engine::readModels);
}

engine::Result<engine::ModelCatalog> DataFiles::loadModel(const std::string& id)
{
    const QString name = QStringLiteral("models.json");
    return load<engine::ModelCatalog>(locate(name), name, [&id](std::string_view text, const std::string& file) {
        return engine::readModel(text, file, id);
    });
}

engine::Result<engine::PriceBook> DataFiles::loadPrices()
{
    auto rates = loadExchangeRates();
    if (!rates)
        return rates.errors();
    const QString name = QStringLiteral("prices.json");
    auto prices = load<engine::PriceBook>(locate(name), name, engine::readPrices);
    if (!prices)
        return prices.errors();
    return prices.value().withRates(std::move(rates).value());
}

engine::Result<engine::ExchangeRates> DataFiles::loadExchangeRates()
{
    // Read with the prices at every start (CLI recommend included); its schema check
    // compiled the schema's patterns each time, so the compiled-in copy is trusted like
    // the other start-up files (tst_EmbeddedData checks it in full).
    const QString name = QStringLiteral("exchange-rates.json");
    return load<engine::ExchangeRates>(locate(name), name, engine::readExchangeRates);
}

engine::Result<std::vector<engine::StandardWorkload>>
DataFiles::loadStandardWorkloads(const engine::ModelCatalog& models, const QString& overridePath)
{
    const QString path = overridePath.isEmpty() ? locate(QStringLiteral("workloads.json")) : overridePath;
    auto text = readTextFile(path);
    if (!text)
        return text.errors();
    return engine::readStandardWorkloads(text.value(), nameInMessages(path), models);
}

engine::Result<std::vector<engine::AccuracyCase>> DataFiles::loadAccuracy()
{
    // Read when the accuracy dialog or command needs it, not at start-up: every check runs,
    // even on the compiled-in copy (tst_EmbeddedData covers only the start-up files).
    return load<std::vector<engine::AccuracyCase>>(locate(QStringLiteral("accuracy.json")), QString(),
                                                   engine::Accuracy::read);
}

} // namespace gpuatlas::files
