// SPDX-License-Identifier: GPL-3.0-or-later
#include "Settings.h"

#include <QSettings>

#include <optional>
#include <vector>

namespace gpuatlas::state {

namespace {

// The key table: every setting the app keeps, where QSettings keeps it, its type and its
// default. Renaming a key here loses what users saved under the old one: add, do not rename
// (or add a migration step that moves it).
struct SettingSpec
{
    SettingKey key;
    const char* path;
    QMetaType::Type type;
    QVariant fallback;
};

const std::vector<SettingSpec>& specs()
{
    using T = QMetaType;
    static const std::vector<SettingSpec> table{
        {SettingKey::Language, "ui/language", T::QString, QString()},
        {SettingKey::WindowGeometry, "mainWindow/geometry", T::QByteArray, QByteArray()},
        {SettingKey::WindowState, "mainWindow/state", T::QByteArray, QByteArray()},
        {SettingKey::WindowPage, "mainWindow/page", T::Int, 0},
        {SettingKey::Selection, "workspace/selection", T::QStringList, QStringList()},
        {SettingKey::RecentWorkloads, "wizard/recentWorkloads", T::QStringList, QStringList()},
        {SettingKey::CalibrationOn, "calibration/enabled", T::Bool, false},
        {SettingKey::CalibrationExtend, "calibration/extendToArchitecture", T::Bool, false},
        {SettingKey::SpecHiddenColumns, "spec/hiddenColumns", T::QStringList, QStringList()},
        {SettingKey::SpecSortColumn, "spec/sortColumn", T::QString, QString()},
        {SettingKey::SpecSortOrder, "spec/sortOrder", T::QString, QString()},
        {SettingKey::SpecSparsity, "spec/sparsity", T::QString, QString()},
        {SettingKey::SpecOrientation, "spec/orientation", T::QString, QString()},
        {SettingKey::SpecSplitter, "spec/splitter", T::QByteArray, QByteArray()},
        {SettingKey::SpecCurrentGpu, "spec/currentGpu", T::QString, QString()},
        {SettingKey::SpecFilterVendor, "spec/filter/vendor", T::QString, QString()},
        {SettingKey::SpecFilterArchitecture, "spec/filter/architecture", T::QString, QString()},
        {SettingKey::SpecFilterFormFactor, "spec/filter/formFactor", T::QString, QString()},
        {SettingKey::SpecFilterMinimumMemory, "spec/filter/minimumMemoryGB", T::Double, 0.0},
        {SettingKey::SpecFilterLinkRequired, "spec/filter/linkRequired", T::Bool, false},
        {SettingKey::SpecFilterSearch, "spec/filter/search", T::QString, QString()},
        {SettingKey::ChartKind, "charts/kind", T::QString, QString()},
        {SettingKey::ChartRadarMode, "charts/radarMode", T::QString, QString()},
        {SettingKey::ChartBarsMode, "charts/barsMode", T::QString, QString()},
        {SettingKey::ChartAxes, "charts/axes", T::QStringList, QStringList()},
        {SettingKey::ChartBaseline, "charts/baseline", T::QString, QString()},
        {SettingKey::ChartTheme, "charts/theme", T::QString, QString()},
        {SettingKey::ChartSweepVariable, "charts/sweepVariable", T::QString, QString()},
        {SettingKey::ChartSweepResult, "charts/sweepResult", T::QString, QString()},
        {SettingKey::ChartSweepLogX, "charts/sweepLogX", T::Bool, true},
        {SettingKey::Market, "workspace/market", T::QString, QString()},
        {SettingKey::CostCurrency, "costs/currency", T::QString, QString()},
    };
    return table;
}

const SettingSpec& spec(SettingKey key)
{
    for (const SettingSpec& each : specs()) {
        if (each.key == key)
            return each;
    }
    // A key without a row is a bug (tst_Settings walks every key); read and write it
    // somewhere harmless rather than anywhere at all.
    Q_ASSERT_X(false, "Settings", "a SettingKey without a row in the key table");
    static const SettingSpec missing{SettingKey::Count, "missing/key", QMetaType::QString, QString()};
    return missing;
}

constexpr const char* versionPath = "settings/version";

// `saved` as the key's type, or nullopt when it cannot be one (QSettings gives strings
// back from its text files, so "true", "3" and "1.5" are read as what they say; "abc"
// for a number is not).
std::optional<QVariant> asType(const SettingSpec& spec, const QVariant& saved)
{
    if (!saved.isValid())
        return std::nullopt;
    QVariant converted = saved;
    if (!converted.convert(QMetaType(spec.type)))
        return std::nullopt;
    if (spec.type == QMetaType::Bool && saved.metaType().id() == QMetaType::QString) {
        const QString text = saved.toString().trimmed().toLower();
        if (text != QLatin1String("true") && text != QLatin1String("false") && text != QLatin1String("1") &&
            text != QLatin1String("0"))
            return std::nullopt;
    }
    return converted;
}

// Version 0 -> 1: the first typed layout. A value an earlier build or a hand edit left
// that is not of its key's type is removed, so the default applies and it is not written
// back; everything readable stays where it was.
void dropUnreadableValues(QSettings& settings)
{
    for (const SettingSpec& each : specs()) {
        const QString path = QString::fromLatin1(each.path);
        if (settings.contains(path) && !asType(each, settings.value(path)))
            settings.remove(path);
    }
}

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
    return QString::fromLatin1(spec(key).path);
}

QMetaType Settings::type(SettingKey key)
{
    return QMetaType(spec(key).type);
}

QVariant Settings::defaultValue(SettingKey key)
{
    return spec(key).fallback;
}

QVariant Settings::value(SettingKey key)
{
    const SettingSpec& each = spec(key);
    return asType(each, QSettings().value(QString::fromLatin1(each.path))).value_or(each.fallback);
}

int Settings::savedVersion()
{
    return QSettings().value(QString::fromLatin1(versionPath), 0).toInt();
}

int Settings::migrate()
{
    QSettings settings;
    const int found = savedVersion();
    if (found >= currentVersion)
        return found;
    // One step per version, in order: each sees the layout the one before it left.
    if (found < 1)
        dropUnreadableValues(settings);
    settings.setValue(QString::fromLatin1(versionPath), currentVersion);
    return found;
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
