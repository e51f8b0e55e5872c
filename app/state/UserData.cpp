// SPDX-License-Identifier: GPL-3.0-or-later
#include "UserData.h"

#include "Settings.h"
#include "Workspace.h"
#include "engine/calibration/MeasurementFiles.h"
#include "engine/cost/PricesJson.h"

namespace gpuatlas::state {

namespace {

bool sameFactors(const engine::Assumptions& a, const engine::Assumptions& b)
{
    return a.gpuFactors() == b.gpuFactors();
}

} // namespace

UserData::UserData(Workspace& workspace, const QString& folder, QObject* parent)
    : QObject(parent)
    , m_workspace(workspace)
    , m_folder(folder)
    , m_shippedCatalog(workspace.catalog())
    , m_shippedPrices(workspace.prices())
{
    for (const Kind kind : {Kind::CustomGpus, Kind::Prices, Kind::Measurements, Kind::ExchangeRates})
        m_files.emplace(kind, files::UserFiles::file(kind, folder));

    if (!m_folder.isEmpty()) {
        m_calibrationEnabled = Settings::value(SettingKey::CalibrationOn).toBool();
        m_calibrationOptions.extendToArchitecture = Settings::value(SettingKey::CalibrationExtend).toBool();
        engine::OwnershipInputs inputs;
        for (const auto& info : engine::OwnershipInputs::all()) {
            if (const auto value = Settings::ownershipInput(info.id))
                inputs.set(info.id, *value);
        }
        m_workspace.setOwnership(inputs);
        connect(&m_workspace, &Workspace::ownershipChanged, this, &UserData::saveSettings);
    }
    // The user edits other assumptions (or the runtime): refit the factors on top of them.
    connect(&m_workspace, &Workspace::assumptionsChanged, this, [this] {
        if (!m_applying && m_calibrationEnabled && !m_measurements.empty())
            recalibrate();
    });
}

UserData::~UserData() = default;

QString UserData::path(Kind kind) const
{
    return m_files.at(kind).path();
}

files::UserDataFile* UserData::file(Kind kind)
{
    return &m_files.at(kind);
}

bool UserData::canSave(Kind kind) const
{
    return m_files.at(kind).canSave();
}

QList<UserData::Problem> UserData::problems() const
{
    QList<Problem> out;
    for (const auto& [kind, file] : m_files) {
        if (file.state() == files::UserDataFile::State::Invalid)
            out.append({kind, file.path(), file.problems()});
    }
    return out;
}

QList<UserData::Problem> UserData::load()
{
    if (m_folder.isEmpty())
        return {};
    auto& gpuFile = m_files.at(Kind::CustomGpus);
    if (const auto text = gpuFile.load(); text && !text->empty())
        m_gpus = files::UserFiles::readGpus(*text, "custom-gpus.json").value();
    auto& priceFile = m_files.at(Kind::Prices);
    if (const auto text = priceFile.load(); text && !text->empty())
        m_prices = files::UserFiles::readPrices(*text, "prices.json").value();
    auto& measurementFile = m_files.at(Kind::Measurements);
    if (const auto text = measurementFile.load(); text && !text->empty())
        m_measurements = engine::readMeasurements(*text, "measurements.json").value();
    auto& rateFile = m_files.at(Kind::ExchangeRates);
    if (const auto text = rateFile.load(); text && !text->empty())
        m_rates = files::UserFiles::readRates(*text, "exchange-rates.json").value();
    applyCatalog();
    applyPrices();
    recalibrate();
    emit customGpusChanged();
    emit userPricesChanged();
    emit measurementsChanged();
    emit userRatesChanged();
    emit fileStatesChanged();
    return problems();
}

QString UserData::setAside(Kind kind)
{
    const QString aside = m_files.at(kind).setAside();
    if (!aside.isEmpty())
        emit fileStatesChanged();
    return aside;
}

text::Status UserData::save(Kind kind, const QByteArray& bytes, bool empty)
{
    if (m_folder.isEmpty())
        return text::Status::success();
    auto& file = m_files.at(kind);
    // The catalogue, prices and exchange-rates formats need at least one entry: nothing
    // left, no file.
    return empty && kind != Kind::Measurements ? file.remove() : file.save(bytes);
}

text::Status UserData::setCustomGpus(std::vector<engine::Gpu> gpus)
{
    for (auto& gpu : gpus)
        gpu.custom = true;
    if (text::Status status = save(Kind::CustomGpus, files::UserFiles::gpusDocument(gpus), gpus.empty()); !status)
        return status;
    m_gpus = std::move(gpus);
    applyCatalog();
    recalibrate();
    emit customGpusChanged();
    return text::Status::success();
}

text::Status UserData::setUserPrices(std::vector<engine::Price> prices)
{
    for (auto& price : prices)
        price.userProvided = true;
    if (text::Status status = save(Kind::Prices, files::UserFiles::pricesDocument(prices), prices.empty()); !status)
        return status;
    m_prices = std::move(prices);
    applyPrices();
    emit userPricesChanged();
    return text::Status::success();
}

text::Status UserData::setMeasurements(std::vector<engine::Measurement> measurements)
{
    if (text::Status status = save(Kind::Measurements, files::UserFiles::measurementsDocument(measurements), false);
        !status)
        return status;
    m_measurements = std::move(measurements);
    recalibrate();
    emit measurementsChanged();
    return text::Status::success();
}

text::Status UserData::setUserRates(std::vector<engine::ExchangeRate> rates)
{
    for (auto& rate : rates)
        rate.userProvided = true;
    if (text::Status status = save(Kind::ExchangeRates, files::UserFiles::ratesDocument(rates), rates.empty()); !status)
        return status;
    m_rates = std::move(rates);
    applyPrices();
    emit userRatesChanged();
    return text::Status::success();
}

void UserData::setCalibrationEnabled(bool enabled)
{
    if (enabled == m_calibrationEnabled)
        return;
    m_calibrationEnabled = enabled;
    saveSettings();
    recalibrate();
}

void UserData::setCalibrationOptions(const engine::CalibrationOptions& options)
{
    m_calibrationOptions = options;
    saveSettings();
    recalibrate();
}

void UserData::applyCatalog()
{
    m_workspace.setCatalog(m_shippedCatalog.mergedWith(m_gpus));
}

void UserData::applyPrices()
{
    // The user's rates first, so that their quotes in yuan or euros convert with them too.
    const engine::PriceBook converted = m_shippedPrices.withRates(m_shippedPrices.rates().withOverrides(m_rates));
    m_workspace.setPrices(converted.withOverrides(m_prices));
}

void UserData::recalibrate()
{
    const engine::Assumptions current = m_workspace.assumptions();
    m_calibration = engine::Calibration::fit(m_measurements, m_workspace.catalog(), m_workspace.models(), current,
                                             m_calibrationOptions);
    const engine::Assumptions next =
        m_calibrationEnabled ? m_calibration.calibrated : engine::Calibration::withoutFactors(current);
    if (!sameFactors(next, current)) {
        m_applying = true;
        m_workspace.setAssumptions(next);
        m_applying = false;
    }
    emit calibrationChanged();
}

void UserData::saveSettings() const
{
    if (m_folder.isEmpty())
        return;
    Settings::setValue(SettingKey::CalibrationOn, m_calibrationEnabled);
    Settings::setValue(SettingKey::CalibrationExtend, m_calibrationOptions.extendToArchitecture);
    Settings::setOwnershipInputs(m_workspace.ownership());
}

} // namespace gpuatlas::state
