// SPDX-License-Identifier: GPL-3.0-or-later
#include "Settings.h"

#include <QSettings>

#include <array>
#include <utility>

namespace gpuatlas::state {

namespace {

// The key table: every setting the app keeps, and where QSettings keeps it. Renaming a
// key here loses what users saved under the old one: add, do not rename.
constexpr std::array keys{
    std::pair{SettingKey::Language, "ui/language"},
    std::pair{SettingKey::WindowGeometry, "mainWindow/geometry"},
    std::pair{SettingKey::WindowState, "mainWindow/state"},
    std::pair{SettingKey::WindowPage, "mainWindow/page"},
    std::pair{SettingKey::Selection, "workspace/selection"},
    std::pair{SettingKey::RecentWorkloads, "wizard/recentWorkloads"},
    std::pair{SettingKey::CalibrationOn, "calibration/enabled"},
    std::pair{SettingKey::CalibrationExtend, "calibration/extendToArchitecture"},
    std::pair{SettingKey::SpecHiddenColumns, "spec/hiddenColumns"},
    std::pair{SettingKey::SpecSortColumn, "spec/sortColumn"},
    std::pair{SettingKey::SpecSortOrder, "spec/sortOrder"},
    std::pair{SettingKey::SpecSparsity, "spec/sparsity"},
    std::pair{SettingKey::SpecOrientation, "spec/orientation"},
    std::pair{SettingKey::SpecSplitter, "spec/splitter"},
    std::pair{SettingKey::SpecCurrentGpu, "spec/currentGpu"},
    std::pair{SettingKey::SpecFilterVendor, "spec/filter/vendor"},
    std::pair{SettingKey::SpecFilterArchitecture, "spec/filter/architecture"},
    std::pair{SettingKey::SpecFilterFormFactor, "spec/filter/formFactor"},
    std::pair{SettingKey::SpecFilterMinimumMemory, "spec/filter/minimumMemoryGB"},
    std::pair{SettingKey::SpecFilterLinkRequired, "spec/filter/linkRequired"},
    std::pair{SettingKey::SpecFilterSearch, "spec/filter/search"},
    std::pair{SettingKey::ChartKind, "charts/kind"},
    std::pair{SettingKey::ChartRadarMode, "charts/radarMode"},
    std::pair{SettingKey::ChartBarsMode, "charts/barsMode"},
    std::pair{SettingKey::ChartAxes, "charts/axes"},
    std::pair{SettingKey::ChartBaseline, "charts/baseline"},
    std::pair{SettingKey::ChartTheme, "charts/theme"},
    std::pair{SettingKey::ChartSweepVariable, "charts/sweepVariable"},
    std::pair{SettingKey::ChartSweepResult, "charts/sweepResult"},
    std::pair{SettingKey::ChartSweepLogX, "charts/sweepLogX"},
    std::pair{SettingKey::Market, "workspace/market"},
    std::pair{SettingKey::CostCurrency, "costs/currency"},
};

// The rent-versus-buy inputs, one key each under this group ("ownership/own.pue").
constexpr const char* ownershipGroup = "ownership/";

QString ownershipPath(engine::OwnershipInputId id)
{
    const auto key = engine::OwnershipInputs::info(id).key;
    return QString::fromLatin1(ownershipGroup) + QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

} // namespace

QString Settings::path(SettingKey key)
{
    for (const auto& [each, path] : keys) {
        if (each == key)
            return QString::fromLatin1(path);
    }
    Q_UNREACHABLE();
    return {};
}

QVariant Settings::value(SettingKey key, const QVariant& fallback)
{
    return QSettings().value(path(key), fallback);
}

void Settings::setValue(SettingKey key, const QVariant& value)
{
    QSettings().setValue(path(key), value);
}

bool Settings::contains(SettingKey key)
{
    return QSettings().contains(path(key));
}

void Settings::remove(SettingKey key)
{
    QSettings().remove(path(key));
}

std::optional<double> Settings::ownershipInput(engine::OwnershipInputId id)
{
    const QVariant value = QSettings().value(ownershipPath(id));
    bool ok = false;
    const double number = value.toDouble(&ok);
    return value.isValid() && ok ? std::optional<double>(number) : std::nullopt;
}

void Settings::setOwnershipInputs(const engine::OwnershipInputs& inputs)
{
    QSettings settings;
    for (const auto& info : engine::OwnershipInputs::all()) {
        if (inputs.isDefault(info.id))
            settings.remove(ownershipPath(info.id));
        else
            settings.setValue(ownershipPath(info.id), inputs[info.id]);
    }
}

std::optional<engine::Currency> Settings::chosenCurrency()
{
    return engine::currencyFromId(value(SettingKey::CostCurrency).toString().toStdString());
}

void Settings::setChosenCurrency(engine::Currency currency)
{
    const auto id = engine::currencyId(currency);
    setValue(SettingKey::CostCurrency, QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size())));
}

engine::Currency Settings::defaultCurrency(const QString& language)
{
    return language.startsWith(QLatin1String("zh")) ? engine::Currency::CNY : engine::Currency::USD;
}

std::optional<engine::MarketScope> Settings::chosenMarket()
{
    return engine::marketScopeFromId(value(SettingKey::Market).toString().toStdString());
}

void Settings::setChosenMarket(engine::MarketScope market)
{
    const auto id = engine::marketScopeId(market);
    setValue(SettingKey::Market, QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size())));
}

engine::MarketScope Settings::defaultMarket(const QString& language)
{
    return language == QLatin1String("zh_CN") ? engine::MarketScope::All : engine::MarketScope::Global;
}

} // namespace gpuatlas::state
