// SPDX-License-Identifier: GPL-3.0-or-later
#include "state/Settings.h"
#include "support/TestMain.h"

#include <QCoreApplication>
#include <QSet>
#include <QSettings>
#include <QTest>

using namespace gpuatlas;
using state::SettingKey;
using state::Settings;

class tst_Settings : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyKeyHasItsOwnPlace();
    void keysUsersHaveSavedStayWhereTheyWere();
    void valuesRoundTrip();
    void defaultsComeFromTheKeyTable();
    void savedTextIsReadAsTheKeysType();
    void unreadableValuesReadAsTheDefault();
    void migrationFromUnversionedSettingsDropsOnlyUnreadableValues();
    void migrationRunsOnce();
    void settingsOfANewerVersionAreLeftAlone();
    void ownershipInputsKeepOnlyChanges();
};

void tst_Settings::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Atlas Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_Settings"));
    QSettings().clear();
}

void tst_Settings::everyKeyHasItsOwnPlace()
{
    QSet<QString> paths;
    for (int key = 0; key < static_cast<int>(SettingKey::Count); ++key) {
        const auto each = static_cast<SettingKey>(key);
        const QString path = Settings::path(each);
        QVERIFY2(path.contains(QLatin1Char('/')), qPrintable(path)); // grouped by what it belongs to
        QVERIFY2(!paths.contains(path), qPrintable(path));
        QVERIFY2(path != QLatin1String("settings/version"), qPrintable(path));
        QVERIFY2(path != QLatin1String("missing/key"), qPrintable(QString::number(key))); // a row for every key
        paths.insert(path);
        // A default of the key's own type.
        QCOMPARE(Settings::defaultValue(each).metaType(), Settings::type(each));
    }
}

void tst_Settings::keysUsersHaveSavedStayWhereTheyWere()
{
    // Renaming one of these would lose what users saved under it.
    QCOMPARE(Settings::path(SettingKey::Language), QStringLiteral("ui/language"));
    QCOMPARE(Settings::path(SettingKey::Selection), QStringLiteral("workspace/selection"));
    QCOMPARE(Settings::path(SettingKey::RecentWorkloads), QStringLiteral("wizard/recentWorkloads"));
    QCOMPARE(Settings::path(SettingKey::CalibrationOn), QStringLiteral("calibration/enabled"));
    QCOMPARE(Settings::path(SettingKey::SpecHiddenColumns), QStringLiteral("spec/hiddenColumns"));
    QCOMPARE(Settings::path(SettingKey::ChartAxes), QStringLiteral("charts/axes"));
    // The spec filter bar's keys from before they joined the key table.
    QCOMPARE(Settings::path(SettingKey::SpecFilterVendor), QStringLiteral("spec/filter/vendor"));
    QCOMPARE(Settings::path(SettingKey::SpecFilterMinimumMemory), QStringLiteral("spec/filter/minimumMemoryGB"));
    QCOMPARE(Settings::path(SettingKey::SpecFilterSearch), QStringLiteral("spec/filter/search"));
}

void tst_Settings::valuesRoundTrip()
{
    QVERIFY(!Settings::contains(SettingKey::ChartBaseline));
    QCOMPARE(Settings::value(SettingKey::ChartBaseline).toString(), QString());
    Settings::setValue(SettingKey::ChartBaseline, QStringLiteral("l40s"));
    QVERIFY(Settings::contains(SettingKey::ChartBaseline));
    QCOMPARE(QSettings().value(QStringLiteral("charts/baseline")).toString(), QStringLiteral("l40s"));
    Settings::remove(SettingKey::ChartBaseline);
    QVERIFY(!Settings::contains(SettingKey::ChartBaseline));
}

void tst_Settings::defaultsComeFromTheKeyTable()
{
    QSettings().clear();
    // The fallbacks the call sites used to pass, now in one place.
    QCOMPARE(Settings::value(SettingKey::ChartSweepLogX), QVariant(true));
    QCOMPARE(Settings::value(SettingKey::CalibrationOn), QVariant(false));
    QCOMPARE(Settings::value(SettingKey::WindowPage), QVariant(0));
    QCOMPARE(Settings::value(SettingKey::SpecFilterMinimumMemory), QVariant(0.0));
    QCOMPARE(Settings::value(SettingKey::Selection), QVariant(QStringList()));
    QCOMPARE(Settings::type(SettingKey::WindowGeometry), QMetaType(QMetaType::QByteArray));
}

void tst_Settings::savedTextIsReadAsTheKeysType()
{
    // QSettings' text files give strings back; a single-item list comes back as one string.
    QSettings settings;
    settings.clear();
    settings.setValue(QStringLiteral("mainWindow/page"), QStringLiteral("3"));
    settings.setValue(QStringLiteral("charts/sweepLogX"), QStringLiteral("false"));
    settings.setValue(QStringLiteral("spec/filter/minimumMemoryGB"), QStringLiteral("48"));
    settings.setValue(QStringLiteral("workspace/selection"), QStringLiteral("h100-sxm"));
    QCOMPARE(Settings::value(SettingKey::WindowPage), QVariant(3));
    QCOMPARE(Settings::value(SettingKey::ChartSweepLogX), QVariant(false));
    QCOMPARE(Settings::value(SettingKey::SpecFilterMinimumMemory), QVariant(48.0));
    QCOMPARE(Settings::value(SettingKey::Selection), QVariant(QStringList{QStringLiteral("h100-sxm")}));
}

void tst_Settings::unreadableValuesReadAsTheDefault()
{
    QSettings settings;
    settings.clear();
    settings.setValue(QStringLiteral("mainWindow/page"), QStringLiteral("second"));
    settings.setValue(QStringLiteral("charts/sweepLogX"), QStringLiteral("maybe"));
    // QVariant would read any other text as true: calibration would turn itself on.
    settings.setValue(QStringLiteral("calibration/enabled"), QStringLiteral("enabled please"));
    settings.setValue(QStringLiteral("spec/filter/minimumMemoryGB"), QStringLiteral("a lot"));
    QCOMPARE(Settings::value(SettingKey::WindowPage), QVariant(0));
    QCOMPARE(Settings::value(SettingKey::ChartSweepLogX), QVariant(true));
    QCOMPARE(Settings::value(SettingKey::CalibrationOn), QVariant(false));
    QCOMPARE(Settings::value(SettingKey::SpecFilterMinimumMemory), QVariant(0.0));
}

void tst_Settings::migrationFromUnversionedSettingsDropsOnlyUnreadableValues()
{
    // What a GPU Atlas from before versioned settings left, with two hand edits.
    QSettings settings;
    settings.clear();
    settings.setValue(QStringLiteral("ui/language"), QStringLiteral("zh_CN"));
    settings.setValue(QStringLiteral("workspace/selection"),
                      QStringList{QStringLiteral("l40s"), QStringLiteral("h20")});
    settings.setValue(QStringLiteral("spec/filter/linkRequired"), QStringLiteral("true"));
    settings.setValue(QStringLiteral("ownership/own.pue"), 1.3);
    settings.setValue(QStringLiteral("mainWindow/page"), QStringLiteral("second"));
    settings.setValue(QStringLiteral("charts/sweepLogX"), QStringLiteral("yes please"));
    settings.sync();

    QCOMPARE(Settings::savedVersion(), 0);
    QCOMPARE(Settings::migrate(), 0);
    QCOMPARE(Settings::savedVersion(), Settings::currentVersion);
    QSettings after;
    QCOMPARE(after.value(QStringLiteral("ui/language")).toString(), QStringLiteral("zh_CN"));
    QCOMPARE(Settings::value(SettingKey::Selection).toStringList(),
             (QStringList{QStringLiteral("l40s"), QStringLiteral("h20")}));
    QCOMPARE(Settings::value(SettingKey::SpecFilterLinkRequired), QVariant(true));
    QCOMPARE(Settings::ownershipInput(engine::OwnershipInputId::Pue), std::optional<double>(1.3));
    QVERIFY(!after.contains(QStringLiteral("mainWindow/page")));
    QVERIFY(!after.contains(QStringLiteral("charts/sweepLogX")));
}

void tst_Settings::migrationRunsOnce()
{
    QSettings settings;
    settings.clear();
    QCOMPARE(Settings::migrate(), 0);
    // A value that became unreadable after the migration is not removed again: value()
    // reads it as the default, and the next setValue replaces it.
    settings.setValue(QStringLiteral("mainWindow/page"), QStringLiteral("second"));
    QCOMPARE(Settings::migrate(), Settings::currentVersion);
    QVERIFY(settings.contains(QStringLiteral("mainWindow/page")));
    QCOMPARE(Settings::value(SettingKey::WindowPage), QVariant(0));
}

void tst_Settings::settingsOfANewerVersionAreLeftAlone()
{
    QSettings settings;
    settings.clear();
    settings.setValue(QStringLiteral("settings/version"), Settings::currentVersion + 1);
    settings.setValue(QStringLiteral("mainWindow/page"), QStringLiteral("second"));
    QCOMPARE(Settings::migrate(), Settings::currentVersion + 1);
    QCOMPARE(Settings::savedVersion(), Settings::currentVersion + 1);
    QVERIFY(settings.contains(QStringLiteral("mainWindow/page")));
    QCOMPARE(Settings::value(SettingKey::WindowPage), QVariant(0));
}

void tst_Settings::ownershipInputsKeepOnlyChanges()
{
    engine::OwnershipInputs inputs;
    inputs.set(engine::OwnershipInputId::Utilisation, 0.9);
    Settings::setOwnershipInputs(inputs);
    QCOMPARE(Settings::ownershipInput(engine::OwnershipInputId::Utilisation), std::optional<double>(0.9));
    QVERIFY(!Settings::ownershipInput(engine::OwnershipInputId::DepreciationMonths));
    Settings::setOwnershipInputs(engine::OwnershipInputs{});
    QVERIFY(!Settings::ownershipInput(engine::OwnershipInputId::Utilisation));
}

GPUATLAS_TEST_GUILESS_MAIN(tst_Settings)
#include "tst_Settings.moc"
