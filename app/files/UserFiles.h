// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "UserDataFile.h"
#include "engine/calibration/Measurement.h"
#include "engine/calibration/MeasurementFiles.h"
#include "engine/core/Gpu.h"
#include "engine/core/Result.h"
#include "engine/cost/ExchangeRates.h"
#include "engine/cost/PriceBook.h"
#include "engine/cost/PricesJson.h"

#include <QByteArray>
#include <QString>

#include <span>
#include <vector>

namespace gpuatlas::files {

// The formats of the user's own files (docs/user-data.md): custom GPUs in the
// catalogue format (data/gpus.schema.json), prices in the prices format
// (data/prices.schema.json), measurements in the measurements format
// (data/measurements.schema.json) or CSV with the same columns, exchange rates in the
// exchange-rates format (data/exchange-rates.schema.json).
class UserFiles
{
public:
    enum class Kind
    {
        CustomGpus,
        Prices,
        Measurements,
        ExchangeRates,
    };

    // "custom-gpus.json", "prices.json", "measurements.json", "exchange-rates.json".
    static QString fileName(Kind kind);
    // A store for `kind` in `folder`, validating with the reader below.
    static UserDataFile file(Kind kind, const QString& folder);

    // Catalogue format. Every entry is the user's own: marked custom on the way in and out.
    static engine::Result<std::vector<engine::Gpu>> readGpus(std::string_view text, const std::string& file);
    static QByteArray gpusDocument(std::span<const engine::Gpu> gpus);
    // Prices format; every price is the user's.
    static engine::Result<std::vector<engine::Price>> readPrices(std::string_view text, const std::string& file);
    static QByteArray pricesDocument(std::span<const engine::Price> prices);
    static QByteArray measurementsDocument(std::span<const engine::Measurement> measurements);
    // Exchange-rates format, checked as the shipped file is and then as a user's rates are
    // (engine::checkUserRates against the shipped rates): a real date, a plausible rate.
    // Every rate is the user's.
    static engine::Result<std::vector<engine::ExchangeRate>> readRates(std::string_view text, const std::string& file);
    static QByteArray ratesDocument(std::span<const engine::ExchangeRate> rates);

    // A measurements file to import: CSV by its ".csv" suffix, JSON otherwise.
    static engine::Result<std::vector<engine::Measurement>> importMeasurements(const QString& path);
    // A catalogue file to import (the export of another user, or a shipped-format file).
    static engine::Result<std::vector<engine::Gpu>> importGpus(const QString& path);
};

} // namespace gpuatlas::files
