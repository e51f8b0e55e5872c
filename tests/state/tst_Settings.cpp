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
    for (int key = 0; key <= static_cast<int>(SettingKey::ChartSweepLogX); ++key) {
        const QString path = Settings::path(static_cast<SettingKey>(key));
        QVERIFY2(path.contains(QLatin1Char('/')), qPrintable(path)); // grouped by what it belongs to
        QVERIFY2(!paths.contains(path), qPrintable(path));
        paths.insert(path);
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
    QCOMPARE(Settings::value(SettingKey::ChartBaseline, QStringLiteral("none")).toString(), QStringLiteral("none"));
    Settings::setValue(SettingKey::ChartBaseline, QStringLiteral("l40s"));
    QVERIFY(Settings::contains(SettingKey::ChartBaseline));
    QCOMPARE(QSettings().value(QStringLiteral("charts/baseline")).toString(), QStringLiteral("l40s"));
    Settings::remove(SettingKey::ChartBaseline);
    QVERIFY(!Settings::contains(SettingKey::ChartBaseline));
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
