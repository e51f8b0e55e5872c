// SPDX-License-Identifier: GPL-3.0-or-later
#include "DataFiles.h"

#include "FileReader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace gpuatlas::text {

namespace {

const char* const builtInFolder = ":/data";

// Built-in files are named by their plain name, not the resource path, in messages.
std::string nameInMessages(const QString& path)
{
    return path.startsWith(QLatin1Char(':')) ? QFileInfo(path).fileName().toStdString() : displayName(path);
}

template <class T>
engine::Result<T> load(const QString& path, engine::Result<T> (*reader)(std::string_view, const std::string&))
{
    auto text = readTextFile(path);
    if (!text)
        return text.errors();
    return reader(text.value(), nameInMessages(path));
}

} // namespace

QStringList DataFiles::searchPath()
{
    QStringList folders;
    if (const QString fromEnvironment = qEnvironmentVariable("GPUATLAS_DATA_DIR"); !fromEnvironment.isEmpty())
        folders << fromEnvironment;
    folders << installedFolders(QStringLiteral("data")) << QString::fromLatin1(builtInFolder);
    return folders;
}

QStringList DataFiles::installedFolders(const QString& kind)
{
    if (!QCoreApplication::instance())
        return {};
    const QDir exe(QCoreApplication::applicationDirPath());
    return {exe.absoluteFilePath(QStringLiteral("../share/gpu-atlas/") + kind), exe.absoluteFilePath(kind),
            exe.absoluteFilePath(QStringLiteral("../Resources/") + kind)};
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
    return load<engine::Catalog>(overridePath.isEmpty() ? locate(QStringLiteral("gpus.json")) : overridePath,
                                 engine::readCatalog);
}

engine::Result<engine::ModelCatalog> DataFiles::loadModels()
{
    return load<engine::ModelCatalog>(locate(QStringLiteral("models.json")), engine::readModels);
}

engine::Result<engine::PriceBook> DataFiles::loadPrices()
{
    return load<engine::PriceBook>(locate(QStringLiteral("prices.json")), engine::readPrices);
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
    return load<std::vector<engine::AccuracyCase>>(locate(QStringLiteral("accuracy.json")), engine::Accuracy::read);
}

} // namespace gpuatlas::text
