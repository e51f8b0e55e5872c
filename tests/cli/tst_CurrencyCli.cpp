// SPDX-License-Identifier: GPL-3.0-or-later
// --currency on estimate, recommend and report (docs/cli.md): costs in the currency asked
// for, with the exchange rate used, and the usd_* figures untouched.
#include "CliRunner.h"
#include "support/TestMain.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <map>

namespace {

QString workload(const char* name)
{
    return QStringLiteral(GPUATLAS_FIXTURES_DIR "/workloads/") + QString::fromLatin1(name);
}

// The shipped rates (data/exchange-rates.json): CFETS central parity and the ECB
// reference rate of 2026-01-08.
constexpr double cnyPerUsd = 7.0197;
constexpr double usdPerEur = 1.1675;
// v100-sxm2-32gb's only rental quote is AutoDL's, in yuan (data/prices.json).
constexpr double autodlV100Cny = 1.88;

QJsonObject byGpu(const QJsonArray& estimates, const QString& gpu)
{
    for (const auto& value : estimates) {
        if (value.toObject()[QStringLiteral("gpu")].toString() == gpu)
            return value.toObject();
    }
    return {};
}

CliRun recommend(const QStringList& extra)
{
    return runCli(QStringList{QStringLiteral("recommend"), QStringLiteral("--workload"),
                              workload("chat-llama3-8b.json"), QStringLiteral("--gpus"),
                              QStringLiteral("h100-sxm,v100-sxm2-32gb"), QStringLiteral("--json")} +
                  extra);
}

bool near(double a, double b, double tolerance)
{
    return qAbs(a - b) <= tolerance;
}

} // namespace

class tst_CurrencyCli : public QObject
{
    Q_OBJECT

private slots:
    void recommendInYuan();
    void recommendInDollarsByDefault();
    void recommendInEuros();
    void chinaMarketPartsAsQuoted();
    void codesAreCaseInsensitive();
    void unknownCurrencyIsBadInput_data();
    void unknownCurrencyIsBadInput();
    void tableShowsTheCurrency();
    void estimateDetailsStateTheRate();
    void reportStatesTheRate();
};

void tst_CurrencyCli::recommendInYuan()
{
    const CliRun run = recommend({QStringLiteral("--currency"), QStringLiteral("CNY")});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray estimates = QJsonDocument::fromJson(run.out.toUtf8()).array();
    QCOMPARE(estimates.size(), 2);
    // A dollar price, converted at the shipped USD/CNY rate and saying so.
    const QJsonObject h100 = byGpu(estimates, QStringLiteral("h100-sxm"))[QStringLiteral("cost")].toObject();
    QCOMPARE(h100[QStringLiteral("currency")].toString(), QStringLiteral("CNY"));
    const double usdPerHour = h100[QStringLiteral("usd_per_hour")].toDouble();
    QVERIFY(usdPerHour > 0);
    QVERIFY(near(h100[QStringLiteral("per_hour")].toDouble(), usdPerHour * cnyPerUsd, 0.002));
    QVERIFY(near(h100[QStringLiteral("per_million_tokens")].toDouble(),
                 h100[QStringLiteral("usd_per_million_tokens")].toDouble() * cnyPerUsd, 0.01));
    const QJsonObject rate = h100[QStringLiteral("exchange_rate")].toObject();
    QCOMPARE(rate[QStringLiteral("from")].toString(), QStringLiteral("USD"));
    QCOMPARE(rate[QStringLiteral("to")].toString(), QStringLiteral("CNY"));
    QCOMPARE(rate[QStringLiteral("rate")].toDouble(), cnyPerUsd);
    QCOMPARE(rate[QStringLiteral("date")].toString(), QStringLiteral("2026-01-08"));
    // A yuan price, shown as quoted: no conversion, no rate.
    const QJsonObject v100 = byGpu(estimates, QStringLiteral("v100-sxm2-32gb"));
    const QJsonObject cost = v100[QStringLiteral("cost")].toObject();
    const int count = v100[QStringLiteral("count")].toInt();
    QCOMPARE(cost[QStringLiteral("currency")].toString(), QStringLiteral("CNY"));
    QVERIFY(near(cost[QStringLiteral("per_hour")].toDouble(), autodlV100Cny * count, 0.0005));
    QVERIFY(cost[QStringLiteral("exchange_rate")].isNull());
    // Ranked in dollars all the same: 1.88 CNY / 7.0197 per USD.
    QVERIFY(near(cost[QStringLiteral("usd_per_hour")].toDouble(), autodlV100Cny / cnyPerUsd * count, 0.0005));
    QVERIFY(cost[QStringLiteral("price_source")].toString().startsWith(QStringLiteral("AutoDL")));
}

void tst_CurrencyCli::recommendInDollarsByDefault()
{
    const CliRun run = recommend({});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray estimates = QJsonDocument::fromJson(run.out.toUtf8()).array();
    const QJsonObject h100 = byGpu(estimates, QStringLiteral("h100-sxm"))[QStringLiteral("cost")].toObject();
    QCOMPARE(h100[QStringLiteral("currency")].toString(), QStringLiteral("USD"));
    QCOMPARE(h100[QStringLiteral("per_hour")].toDouble(), h100[QStringLiteral("usd_per_hour")].toDouble());
    QVERIFY(h100[QStringLiteral("exchange_rate")].isNull());
    // The yuan quote was converted for the dollar figures: the rate is stated.
    const QJsonObject v100 = byGpu(estimates, QStringLiteral("v100-sxm2-32gb"))[QStringLiteral("cost")].toObject();
    const QJsonObject rate = v100[QStringLiteral("exchange_rate")].toObject();
    QCOMPARE(rate[QStringLiteral("from")].toString(), QStringLiteral("CNY"));
    QCOMPARE(rate[QStringLiteral("to")].toString(), QStringLiteral("USD"));
    QVERIFY(near(rate[QStringLiteral("rate")].toDouble(), 1.0 / cnyPerUsd, 1e-6));
}

void tst_CurrencyCli::recommendInEuros()
{
    const CliRun run = recommend({QStringLiteral("--currency"), QStringLiteral("EUR")});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray estimates = QJsonDocument::fromJson(run.out.toUtf8()).array();
    const QJsonObject h100 = byGpu(estimates, QStringLiteral("h100-sxm"))[QStringLiteral("cost")].toObject();
    QCOMPARE(h100[QStringLiteral("currency")].toString(), QStringLiteral("EUR"));
    QVERIFY(near(h100[QStringLiteral("per_hour")].toDouble(),
                 h100[QStringLiteral("usd_per_hour")].toDouble() / usdPerEur, 0.002));
    // From the yuan quote to euros through the dollar, dated like both legs.
    const QJsonObject v100 = byGpu(estimates, QStringLiteral("v100-sxm2-32gb"));
    const QJsonObject cost = v100[QStringLiteral("cost")].toObject();
    const QJsonObject rate = cost[QStringLiteral("exchange_rate")].toObject();
    QCOMPARE(rate[QStringLiteral("from")].toString(), QStringLiteral("CNY"));
    QCOMPARE(rate[QStringLiteral("to")].toString(), QStringLiteral("EUR"));
    QCOMPARE(rate[QStringLiteral("date")].toString(), QStringLiteral("2026-01-08"));
    QVERIFY(near(cost[QStringLiteral("per_hour")].toDouble(),
                 autodlV100Cny / cnyPerUsd / usdPerEur * v100[QStringLiteral("count")].toInt(), 0.0005));
}

void tst_CurrencyCli::chinaMarketPartsAsQuoted()
{
    // The 2026 catalogue's China-market parts are priced in yuan only (AutoDL's list,
    // data/prices.json): in CNY they read as quoted, in dollars at the shipped rate.
    const QStringList gpus{QStringLiteral("--gpus"), QStringLiteral("h20,a800-80gb,h800")};
    const CliRun yuan =
        runCli(QStringList{QStringLiteral("recommend"), QStringLiteral("--workload"), workload("chat-llama3-8b.json"),
                           QStringLiteral("--json"), QStringLiteral("--currency"), QStringLiteral("CNY")} +
               gpus);
    QCOMPARE(yuan.exitCode, 0);
    const QJsonArray estimates = QJsonDocument::fromJson(yuan.out.toUtf8()).array();
    QCOMPARE(estimates.size(), 3);
    const std::map<QString, double> autodl{
        {QStringLiteral("h20"), 7.58}, {QStringLiteral("a800-80gb"), 4.98}, {QStringLiteral("h800"), 8.88}};
    for (const auto& [gpu, perCardHour] : autodl) {
        const QJsonObject estimate = byGpu(estimates, gpu);
        const QJsonObject cost = estimate[QStringLiteral("cost")].toObject();
        const int count = estimate[QStringLiteral("count")].toInt();
        QVERIFY2(count > 0, qPrintable(gpu));
        QCOMPARE(cost[QStringLiteral("currency")].toString(), QStringLiteral("CNY"));
        QVERIFY2(near(cost[QStringLiteral("per_hour")].toDouble(), perCardHour * count, 0.0005), qPrintable(gpu));
        QVERIFY2(cost[QStringLiteral("exchange_rate")].isNull(), qPrintable(gpu));
        QVERIFY2(near(cost[QStringLiteral("usd_per_hour")].toDouble(), perCardHour / cnyPerUsd * count, 0.0005),
                 qPrintable(gpu));
        QVERIFY(cost[QStringLiteral("price_source")].toString().startsWith(QStringLiteral("AutoDL")));
    }
}

void tst_CurrencyCli::codesAreCaseInsensitive()
{
    const CliRun run = recommend({QStringLiteral("--currency"), QStringLiteral("cny")});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray estimates = QJsonDocument::fromJson(run.out.toUtf8()).array();
    QCOMPARE(estimates.first().toObject()[QStringLiteral("cost")].toObject()[QStringLiteral("currency")].toString(),
             QStringLiteral("CNY"));
}

void tst_CurrencyCli::unknownCurrencyIsBadInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QStringList recommendArgs{QStringLiteral("recommend"), QStringLiteral("--workload"),
                                    workload("chat-llama3-8b.json")};
    QTest::newRow("recommend JPY") << recommendArgs + QStringList{QStringLiteral("--currency"), QStringLiteral("JPY")};
    QTest::newRow("recommend empty") << recommendArgs + QStringList{QStringLiteral("--currency"), QString()};
    QTest::newRow("estimate symbol") << QStringList{
        QStringLiteral("estimate"), QStringLiteral("--workload"), workload("chat-llama3-8b.json"),
        QStringLiteral("--gpu"),    QStringLiteral("l40s"),       QStringLiteral("--currency"),
        QStringLiteral("¥")};
    QTest::newRow("report RMB") << QStringList{
        QStringLiteral("report"), QStringLiteral("--workload"),       workload("chat-llama3-8b.json"),
        QStringLiteral("--out"),  QStringLiteral("never-written.md"), QStringLiteral("--currency"),
        QStringLiteral("RMB")};
}

void tst_CurrencyCli::unknownCurrencyIsBadInput()
{
    QFETCH(QStringList, arguments);
    QTemporaryDir dir;
    // report starts a GUI application; a runtime folder of its own keeps Qt's warning
    // about a missing one off stderr, which must hold the one message.
    const CliRun run = runCli(arguments, dir.path(), {QStringLiteral("XDG_RUNTIME_DIR=") + dir.path()});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith(QStringLiteral("--currency")), qPrintable(run.err));
    QVERIFY(run.err.contains(QStringLiteral("USD, CNY or EUR")));
    QCOMPARE(run.err.count(QLatin1Char('\n')), 1); // one line
    QVERIFY(run.out.isEmpty());
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("never-written.md"))));
}

void tst_CurrencyCli::tableShowsTheCurrency()
{
    const CliRun run =
        runCli({QStringLiteral("recommend"), QStringLiteral("--workload"), workload("chat-llama3-8b.json"),
                QStringLiteral("--gpus"), QStringLiteral("h100-sxm,l40s"), QStringLiteral("--currency"),
                QStringLiteral("CNY"), QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("¥/M tokens (CNY)")), qPrintable(run.out));
    QVERIFY(run.out.contains(QStringLiteral("¥")));
    QVERIFY(!run.out.contains(QLatin1Char('$')));
    QVERIFY(run.out.contains(QStringLiteral("converted at 1 USD = 7.0197 CNY (2026-01-08)")));
}

void tst_CurrencyCli::estimateDetailsStateTheRate()
{
    const CliRun run =
        runCli({QStringLiteral("estimate"), QStringLiteral("--workload"), workload("chat-llama3-8b.json"),
                QStringLiteral("--gpu"), QStringLiteral("h100-sxm"), QStringLiteral("--currency"),
                QStringLiteral("EUR"), QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("€")), qPrintable(run.out));
    QVERIFY(run.out.contains(QStringLiteral("converted at 1 EUR = 1.1675 USD (2026-01-08)")));
}

void tst_CurrencyCli::reportStatesTheRate()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("report.md"));
    const CliRun run =
        runCli({QStringLiteral("report"), QStringLiteral("--workload"), workload("chat-llama3-8b.json"),
                QStringLiteral("--gpus"), QStringLiteral("h100-sxm,v100-sxm2-32gb"), QStringLiteral("--out"), out,
                QStringLiteral("--currency"), QStringLiteral("CNY"), QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(run.exitCode, 0);
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    // The figures in yuan, the dollar quotes converted at the rate the sentence names.
    QVERIFY2(text.contains(QStringLiteral("Costs are in Chinese yuan (CNY); prices quoted in another currency are "
                                          "converted at 1 USD = 7.0197 CNY (2026-01-08)")),
             qPrintable(text.left(4000)));
    QVERIFY(!text.contains(QStringLiteral("to read them in")));
    // The ranking's cost column is in yuan, as the app's table in yuan.
    QVERIFY(text.contains(QStringLiteral("¥/M tokens (CNY)")));
    // AutoDL's yuan quote is listed as quoted.
    QVERIFY(text.contains(QStringLiteral("¥1.88/GPU-hour")));
}

GPUATLAS_TEST_GUILESS_MAIN(tst_CurrencyCli)
#include "tst_CurrencyCli.moc"
