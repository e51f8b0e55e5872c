// SPDX-License-Identifier: GPL-3.0-or-later
// --market on gpus, recommend and matrix (docs/cli.md, "Market"): which parts take part,
// all of them by default, and a list the user names taken as given.
#include "CliRunner.h"
#include "support/TestMain.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

namespace {

// The China-market parts of the shipped catalogue (data/gpus.json, "market": "china").
const QSet<QString> chinaParts{QStringLiteral("h20"), QStringLiteral("h800"),       QStringLiteral("a800-80gb"),
                               QStringLiteral("l20"), QStringLiteral("rtx-4090-d"), QStringLiteral("rtx-5090-d")};

QString workload(const char* name)
{
    return QStringLiteral(GPUATLAS_FIXTURES_DIR "/workloads/") + QString::fromLatin1(name);
}

QSet<QString> idsOf(const QJsonArray& list, const char* key)
{
    QSet<QString> ids;
    for (const auto& value : list)
        ids.insert(value.toObject()[QLatin1String(key)].toString());
    return ids;
}

QSet<QString> gpus(const QStringList& extra)
{
    const CliRun run = runCli(QStringList{QStringLiteral("gpus"), QStringLiteral("--json")} + extra);
    if (run.exitCode != 0)
        return {};
    return idsOf(QJsonDocument::fromJson(run.out.toUtf8()).array(), "id");
}

QSet<QString> recommended(const QStringList& extra)
{
    const CliRun run = runCli(QStringList{QStringLiteral("recommend"), QStringLiteral("--workload"),
                                          workload("chat-llama3-8b.json"), QStringLiteral("--json")} +
                              extra);
    if (run.exitCode != 0)
        return {};
    return idsOf(QJsonDocument::fromJson(run.out.toUtf8()).array(), "gpu");
}

} // namespace

class tst_MarketCli : public QObject
{
    Q_OBJECT

private slots:
    void gpusListsEveryPartByDefault();
    void gpusOfOneMarket();
    void recommendRanksTheMarketsParts();
    void namedGpusAreTakenAsGiven();
    void matrixColumnsOfAMarket();
    void unknownMarketIsBadInput();
};

void tst_MarketCli::gpusListsEveryPartByDefault()
{
    const QSet<QString> all = gpus({});
    QVERIFY(all.contains(chinaParts));
    QCOMPARE(gpus({QStringLiteral("--market"), QStringLiteral("all")}), all);
}

void tst_MarketCli::gpusOfOneMarket()
{
    const QSet<QString> all = gpus({});
    const QSet<QString> china = gpus({QStringLiteral("--market"), QStringLiteral("china")});
    const QSet<QString> global = gpus({QStringLiteral("--market"), QStringLiteral("global")});
    QCOMPARE(china, chinaParts);
    QVERIFY(!global.intersects(chinaParts));
    QVERIFY(global.contains(QStringLiteral("h100-sxm")));
    QCOMPARE(global + china, all);
    // Case does not matter, as for --currency.
    QCOMPARE(gpus({QStringLiteral("--market"), QStringLiteral("CHINA")}), chinaParts);
}

void tst_MarketCli::recommendRanksTheMarketsParts()
{
    const QSet<QString> all = recommended({});
    const QSet<QString> global = recommended({QStringLiteral("--market"), QStringLiteral("global")});
    const QSet<QString> china = recommended({QStringLiteral("--market"), QStringLiteral("china")});
    QVERIFY(all.contains(chinaParts));
    QVERIFY(!global.isEmpty());
    QVERIFY(!global.intersects(chinaParts));
    QCOMPARE(china, chinaParts);
    QCOMPARE(global + china, all);
}

void tst_MarketCli::namedGpusAreTakenAsGiven()
{
    const QSet<QString> named = recommended({QStringLiteral("--market"), QStringLiteral("global"),
                                             QStringLiteral("--gpus"), QStringLiteral("h20,h100-sxm")});
    QCOMPARE(named, (QSet<QString>{QStringLiteral("h20"), QStringLiteral("h100-sxm")}));
}

void tst_MarketCli::matrixColumnsOfAMarket()
{
    const CliRun run = runCli(
        {QStringLiteral("matrix"), QStringLiteral("--market"), QStringLiteral("china"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QSet<QString> columns;
    for (const auto& id : QJsonDocument::fromJson(run.out.toUtf8()).object()[QStringLiteral("gpus")].toArray())
        columns.insert(id.toString());
    QCOMPARE(columns, chinaParts);
    // Without --market, the article's four.
    const CliRun plain = runCli({QStringLiteral("matrix"), QStringLiteral("--json")});
    QCOMPARE(plain.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(plain.out.toUtf8()).object()[QStringLiteral("gpus")].toArray().size(), 4);
}

void tst_MarketCli::unknownMarketIsBadInput()
{
    const CliRun run = runCli({QStringLiteral("gpus"), QStringLiteral("--market"), QStringLiteral("eu")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("--market: \"eu\" is not a market; use global, china or all")),
             qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

GPUATLAS_TEST_GUILESS_MAIN(tst_MarketCli)
#include "tst_MarketCli.moc"
