// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/calibration/Calibration.h"
#include "engine/calibration/Measurement.h"
#include "engine/core/Catalog.h"
#include "engine/cost/PriceBook.h"
#include "files/UserDataFile.h"
#include "files/UserFiles.h"
#include "text/Status.h"

#include <QList>
#include <QObject>
#include <QString>

#include <map>
#include <vector>

namespace gpuatlas::state {

class Workspace;

// The user's own data: custom GPUs, price quotes, measurements and exchange rates, each in a file of
// the user's data folder (docs/user-data.md), and the calibration fitted to the
// measurements. Keeps the shipped catalogue and prices it started from and puts into
// the workspace the shipped data merged with the user's: Workspace::setCatalog(shipped
// merged with custom), setPrices(shipped with the user's overrides, converted with the
// shipped rates under the user's), setAssumptions
// (with the fitted per-GPU factors while calibration is on).
//
// Every change is saved before it is applied: a change that cannot be saved (full
// disk, an invalid file kept read-only) is refused and nothing changes.
class UserData : public QObject
{
    Q_OBJECT

public:
    using Kind = files::UserFiles::Kind;

    struct Problem
    {
        Kind kind;
        QString path;
        engine::Diagnostics diagnostics;
    };

    // `folder` empty: the user's files are neither read nor written (screenshots,
    // tests); changes live in memory only. Settings (calibration switch, ownership
    // inputs) are persisted through Settings only when a folder is given.
    UserData(Workspace& workspace, const QString& folder, QObject* parent = nullptr);
    ~UserData() override;

    // Reads the four files, applies what is valid and returns the invalid ones (left
    // untouched, read-only until set aside).
    QList<Problem> load();
    QList<Problem> problems() const;
    QString folder() const { return m_folder; }
    QString path(Kind kind) const;
    bool canSave(Kind kind) const;
    // Renames an invalid file aside and allows saving again; returns the new path
    // (empty if renaming failed).
    QString setAside(Kind kind);
    // The storage behind `kind` (tests inject a failing writer).
    files::UserDataFile* file(Kind kind);

    const engine::Catalog& shippedCatalog() const { return m_shippedCatalog; }
    const engine::PriceBook& shippedPrices() const { return m_shippedPrices; }
    // The rates the app started with (data/exchange-rates.json), before the user's.
    const engine::ExchangeRates& shippedRates() const { return m_shippedPrices.rates(); }

    const std::vector<engine::Gpu>& customGpus() const { return m_gpus; }
    // Each saves first; on failure nothing changes and the status says why.
    text::Status setCustomGpus(std::vector<engine::Gpu> gpus);
    const std::vector<engine::Price>& userPrices() const { return m_prices; }
    text::Status setUserPrices(std::vector<engine::Price> prices);
    const std::vector<engine::Measurement>& measurements() const { return m_measurements; }
    text::Status setMeasurements(std::vector<engine::Measurement> measurements);
    // The user's exchange rates: each replaces the shipped rate for its pair (in either
    // direction) in every conversion; none left, the shipped rates alone and no file.
    const std::vector<engine::ExchangeRate>& userRates() const { return m_rates; }
    text::Status setUserRates(std::vector<engine::ExchangeRate> rates);

    // Calibration from the measurements: on, the workspace's assumptions carry the
    // fitted factors; off, none (the defaults).
    bool calibrationEnabled() const { return m_calibrationEnabled; }
    void setCalibrationEnabled(bool enabled);
    const engine::CalibrationOptions& calibrationOptions() const { return m_calibrationOptions; }
    void setCalibrationOptions(const engine::CalibrationOptions& options);
    // The fit of the current measurements (whether or not it is applied).
    const engine::CalibrationResult& calibration() const { return m_calibration; }

signals:
    void customGpusChanged();
    void userPricesChanged();
    void measurementsChanged();
    void userRatesChanged();
    void calibrationChanged();
    // A file was loaded, found invalid or set aside.
    void fileStatesChanged();

private:
    text::Status save(Kind kind, const QByteArray& bytes, bool empty);
    void applyCatalog();
    void applyPrices();
    void recalibrate();
    void saveSettings() const;

    Workspace& m_workspace;
    QString m_folder;
    engine::Catalog m_shippedCatalog;
    engine::PriceBook m_shippedPrices;
    std::map<Kind, files::UserDataFile> m_files;
    std::vector<engine::Gpu> m_gpus;
    std::vector<engine::Price> m_prices;
    std::vector<engine::Measurement> m_measurements;
    std::vector<engine::ExchangeRate> m_rates;
    bool m_calibrationEnabled = false;
    engine::CalibrationOptions m_calibrationOptions;
    engine::CalibrationResult m_calibration;
    bool m_applying = false;
};

} // namespace gpuatlas::state
