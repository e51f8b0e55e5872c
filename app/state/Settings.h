// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Currency.h"
#include "engine/core/Gpu.h"
#include "engine/cost/CostOfOwnership.h"

#include <QString>
#include <QVariant>

#include <optional>

namespace gpuatlas::state {

// Everything the app remembers between runs. Each setting is one entry of the key table
// in Settings.cpp, so the keys (and the folders they group into) live in one place.
enum class SettingKey
{
    Language,          // ui/language: the interface language chosen in the Language menu
    WindowGeometry,    // mainWindow/geometry
    WindowState,       // mainWindow/state
    WindowPage,        // mainWindow/page: the tab shown last
    Selection,         // workspace/selection: the GPUs ticked for comparison
    RecentWorkloads,   // wizard/recentWorkloads: the workload files opened or saved last
    CalibrationOn,     // calibration/enabled
    CalibrationExtend, // calibration/extendToArchitecture
    SpecHiddenColumns,
    SpecSortColumn,
    SpecSortOrder,
    SpecSparsity,
    SpecOrientation,
    SpecSplitter,
    SpecCurrentGpu,
    // The spec table's filter bar (spec/filter/...); a choice the catalogue no longer
    // offers is dropped when read back.
    SpecFilterVendor,
    SpecFilterArchitecture,
    SpecFilterFormFactor,
    SpecFilterMinimumMemory,
    SpecFilterLinkRequired,
    SpecFilterSearch,
    ChartKind,
    ChartRadarMode,
    ChartBarsMode,
    ChartAxes,
    ChartBaseline,
    ChartTheme,
    ChartSweepVariable,
    ChartSweepResult,
    ChartSweepLogX,
    // costs/currency: the currency chosen for costs (USD, CNY, EUR); the CLI's default too
    CostCurrency,
    // workspace/market: the parts shown first (global, china, all); the CLI does not read it
    Market,
    Count // not a setting: the number of keys
};

// Reads and writes the settings (QSettings under the application's identity). Callers
// that must not touch the user's settings (screenshots, tests) simply do not call it.
//
// Each key has a type and a default in the key table (Settings.cpp): value() gives the
// saved value as that type, or the default when nothing is saved or what is saved cannot
// be read as that type (a hand-edited file), so no caller carries its own fallback. The
// layout has a version (settings/version); migrate() brings settings saved by an older
// GPU Atlas up to it, as KeePassXC and qBittorrent do.
class Settings
{
public:
    // The layout this build reads and writes. Version 1 is the first typed one; a new
    // version adds a step to migrate() and a test with the old layout.
    static constexpr int currentVersion = 1;

    static QVariant value(SettingKey key);
    static void setValue(SettingKey key, const QVariant& value);
    static bool contains(SettingKey key);
    static void remove(SettingKey key);
    // The QSettings key of `key` ("ui/language").
    static QString path(SettingKey key);
    // The key's type (QMetaType::Bool, QString, QStringList...) and what value() gives
    // when nothing usable is saved.
    static QMetaType type(SettingKey key);
    static QVariant defaultValue(SettingKey key);

    // Brings the saved settings to currentVersion, step by step, and records it; once at
    // start-up, before anything reads them. Settings of a newer GPU Atlas are left as
    // they are (value() still reads what it can). Returns the version found (0: saved
    // before settings had a version, or nothing saved).
    static int migrate();
    static int savedVersion();

    // The rent-versus-buy inputs the user changed (ownership/<input key>); nullopt when
    // an input is at its default.
    static std::optional<double> ownershipInput(engine::OwnershipInputId id);
    static void setOwnershipInputs(const engine::OwnershipInputs& inputs);

    // The currency the user chose for costs (SettingKey::CostCurrency); nullopt when none
    // was chosen or the saved code is not one of USD, CNY, EUR.
    static std::optional<engine::Currency> chosenCurrency();
    static void setChosenCurrency(engine::Currency currency);
    // The first currency of an interface language, before the user chooses one: yuan for
    // the Chinese interfaces (the article's readers rent in yuan), else US dollars.
    static engine::Currency defaultCurrency(const QString& language);

    // The market the user chose (SettingKey::Market); nullopt when none was chosen or
    // the saved id is not one of global, china, all.
    static std::optional<engine::MarketScope> chosenMarket();
    static void setChosenMarket(engine::MarketScope market);
    // The market of an interface language before the user chooses one: the simplified
    // Chinese interface's readers buy in mainland China, where both the China-market and
    // the worldwide parts are rented; everyone else sees the worldwide parts.
    static engine::MarketScope defaultMarket(const QString& language);
};

} // namespace gpuatlas::state
