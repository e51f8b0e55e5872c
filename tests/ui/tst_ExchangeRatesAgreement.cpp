// SPDX-License-Identifier: GPL-3.0-or-later
// The same rate gives the same answer in the CLI and the app (issue 14). The CLI reads
// none of the user's data files (no custom GPUs, prices or rates: docs/user-data.md), so
// it is given the rate the way it is given any other data, a data folder
// (GPUATLAS_DATA_DIR) holding exchange-rates.json; the app gets the same rate as the
// user's own (UserData). Every candidate's costs must then agree.
#include "cli/CliRunner.h"
#include "files/UserFiles.h"
#include "files/WorkloadFiles.h"
#include "state/UserData.h"
#include "support/Files.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace gpuatlas;
using engine::Currency;

namespace {

engine::ExchangeRate rate(Currency from, Currency to, double value, const std::string& date)
{
    engine::ExchangeRate out;
    out.from = from;
    out.to = to;
    out.rate = value;
    out.date = date;
    out.source = {"Our bank's transfer rate", {}, date, {}};
    return out;
}

// The CLI's JSON gives money to 3 decimals (docs/cli.md); a shipped rate anywhere moves a
// figure by 7% (7.0197 against 7.5), far beyond that.
bool near(double cli, double app)
{
    return std::abs(cli - app) <= 0.0005 + 1e-9 * std::abs(app);
}

} // namespace

class tst_ExchangeRatesAgreement : public QObject
{
    Q_OBJECT

private slots:
    void cliAndAppAgree_data();
    void cliAndAppAgree();
};

void tst_ExchangeRatesAgreement::cliAndAppAgree_data()
{
    QTest::addColumn<QString>("currency");
    QTest::newRow("yuan") << QStringLiteral("CNY");
    // Through the dollar: the user's yuan rate crossed with the shipped euro rate.
    QTest::newRow("euros") << QStringLiteral("EUR");
}

void tst_ExchangeRatesAgreement::cliAndAppAgree()
{
    QFETCH(QString, currency);
    QSettings().clear();
    const auto chosen = engine::currencyFromId(currency.toStdString());
    QVERIFY(chosen);
    // 7.5 yuan to the dollar, far enough from the shipped 7.0197 that a shipped rate
    // used anywhere shows in the figures.
    const engine::ExchangeRate mine = rate(Currency::USD, Currency::CNY, 7.5, "2026-12-02");
    const QString path = testing::fixture(QStringLiteral("workloads/chat-llama3-8b.json"));

    // The app: the rate as the user's own.
    QTemporaryDir userFolder;
    auto shipped = shippedResult();
    QVERIFY(shipped);
    state::UserData userData(*shipped.workspace, userFolder.path());
    userData.load();
    QVERIFY(userData.setUserRates({mine}));
    shipped.workspace->setCurrency(*chosen);
    auto workload = files::WorkloadFiles::load(path, shipped.workspace->models());
    QVERIFY(workload.ok());
    shipped.current->setWorkload(workload.value());
    const state::ResultPtr result = shipped.current->result();
    QVERIFY(result && !result->ranking.empty());

    // The CLI: the same rates in a data folder (the shipped euro rate with the user's yuan).
    QTemporaryDir dataFolder;
    std::vector<engine::ExchangeRate> rates(userData.shippedRates().rates().begin(),
                                            userData.shippedRates().rates().end());
    std::erase_if(rates, [&mine](const engine::ExchangeRate& r) { return engine::isSamePair(r, mine); });
    rates.push_back(mine);
    QVERIFY(testing::writeRaw(QDir(dataFolder.path()).filePath(QStringLiteral("exchange-rates.json")),
                              files::UserFiles::ratesDocument(rates)));
    const CliRun run = runCli({QStringLiteral("recommend"), QStringLiteral("--workload"), path,
                               QStringLiteral("--json"), QStringLiteral("--currency"), currency},
                              {}, {QStringLiteral("GPUATLAS_DATA_DIR=") + dataFolder.path()});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray estimates = QJsonDocument::fromJson(run.out.toUtf8()).array();
    QCOMPARE(estimates.size(), static_cast<qsizetype>(result->ranking.size()));

    int converted = 0;
    int yuanQuotes = 0;
    for (qsizetype i = 0; i < estimates.size(); ++i) {
        const engine::Estimate& app = result->ranking[static_cast<std::size_t>(i)];
        const QJsonObject cli = estimates[i].toObject();
        // Same order: the yuan quotes rank in dollars at the same rate.
        QCOMPARE(cli[QStringLiteral("gpu")].toString(), QString::fromStdString(app.gpuId));
        const QJsonObject cost = cli[QStringLiteral("cost")].toObject();
        QCOMPARE(cost[QStringLiteral("currency")].toString(), currency);
        if (!app.cost.perHour) {
            QVERIFY(cost[QStringLiteral("per_hour")].isNull());
            continue;
        }
        QVERIFY2(near(cost[QStringLiteral("usd_per_hour")].toDouble(), *app.cost.usdPerHour),
                 qPrintable(QString::fromStdString(app.gpuId)));
        QVERIFY2(near(cost[QStringLiteral("per_hour")].toDouble(), *app.cost.perHour),
                 qPrintable(QString::fromStdString(app.gpuId)));
        if (app.cost.priceCurrency == Currency::CNY)
            ++yuanQuotes;
        if (app.cost.exchangeRate) {
            ++converted;
            const QJsonObject stated = cost[QStringLiteral("exchange_rate")].toObject();
            QVERIFY(near(stated[QStringLiteral("rate")].toDouble(), app.cost.exchangeRate->rate));
            QCOMPARE(stated[QStringLiteral("date")].toString(), QString::fromStdString(app.cost.exchangeRate->date));
        }
    }
    // The comparison covered conversions at the user's rate and quotes made in yuan.
    QVERIFY(converted > 0);
    QVERIFY(yuanQuotes > 0);
    const auto used = shipped.workspace->prices().rates().find(Currency::CNY, Currency::USD);
    QVERIFY(used && used->userProvided);
}

GPUATLAS_TEST_MAIN(tst_ExchangeRatesAgreement)
#include "tst_ExchangeRatesAgreement.moc"
