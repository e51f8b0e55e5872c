// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The shipped data files, loaded once for the engine tests, and small helpers to build
// workloads from JSON text exactly as a user's file would be read.
#include "engine/core/Catalog.h"
#include "engine/core/Model.h"
#include "engine/core/Workload.h"
#include "engine/cost/PriceBook.h"
#include "engine/cost/PricesJson.h"
#include "engine/io/CatalogJson.h"
#include "engine/io/ModelJson.h"
#include "engine/io/WorkloadJson.h"

#include <QFile>
#include <QString>

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>

namespace enginetest {

inline std::string readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw std::runtime_error("cannot read " + path.toStdString());
    const QByteArray bytes = file.readAll();
    return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

inline QString sourcePath(const char* relative)
{
    return QStringLiteral(GPUATLAS_SOURCE_DIR "/") + QString::fromLatin1(relative);
}

struct Data
{
    gpuatlas::engine::Catalog catalog;
    gpuatlas::engine::ModelCatalog models;
    gpuatlas::engine::PriceBook prices;

    static const Data& shipped()
    {
        static const Data data = [] {
            using namespace gpuatlas::engine;
            Data d;
            d.catalog = readCatalog(readFile(sourcePath("data/gpus.json")), "gpus.json").value();
            d.models = readModels(readFile(sourcePath("data/models.json")), "models.json").value();
            d.prices = readPrices(readFile(sourcePath("data/prices.json")), "prices.json").value();
            return d;
        }();
        return data;
    }

    const gpuatlas::engine::Gpu& gpu(const std::string& id) const
    {
        const auto* found = catalog.find(id);
        if (!found)
            throw std::runtime_error("no GPU " + id);
        return *found;
    }
};

// A workload from a JSON object (the "format" and "version" keys are added).
inline gpuatlas::engine::Workload workload(nlohmann::json object)
{
    object["format"] = "gpu-atlas-workload";
    object["version"] = 1;
    auto result = gpuatlas::engine::readWorkload(object.dump(), "test.json", Data::shipped().models);
    if (!result)
        throw std::runtime_error("bad test workload at " + result.errors().front().pointer);
    return std::move(result).value();
}

} // namespace enginetest
