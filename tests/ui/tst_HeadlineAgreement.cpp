// SPDX-License-Identifier: GPL-3.0-or-later
// The CLI's table and JSON, the app's results table and the report show the same
// headline figures for every candidate (issue 15): one rule (engine::Headline), one
// formatting (text::RankingTable), every view.
#include "cli/CliRunner.h"
#include "files/WorkloadFiles.h"
#include "state/CurrentResult.h"
#include "support/Files.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/LanguageManager.h"
#include "ui/document/export/ReportDocument.h"
#include "ui/models/ResultsModel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace gpuatlas;
using ui::ResultsModel;

namespace {

// The CLI's table, cut into cells by its rule line (dashes under each column).
struct Table
{
    QStringList header;
    QList<QStringList> rows;
};

Table parseTable(const QString& text)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    Table table;
    if (lines.size() < 2)
        return table;
    QList<std::pair<int, int>> spans; // start, length
    const QString& rule = lines[1];
    for (int i = 0; i < rule.size();) {
        if (rule[i] != QLatin1Char('-')) {
            ++i;
            continue;
        }
        int j = i;
        while (j < rule.size() && rule[j] == QLatin1Char('-'))
            ++j;
        spans.append({i, j - i});
        i = j;
    }
    const auto cut = [&spans](const QString& line) {
        QStringList cells;
        for (const auto& [start, length] : spans)
            cells << line.mid(start, length).trimmed();
        return cells;
    };
    table.header = cut(lines[0]);
    for (int i = 2; i < lines.size() && !lines[i].trimmed().isEmpty(); ++i)
        table.rows << cut(lines[i]);
    return table;
}

const ui::exporting::ReportBlock* rankingTable(const ui::exporting::ReportDocument& document)
{
    bool inRanking = false;
    for (const auto& block : document.blocks) {
        if (block.kind == ui::exporting::ReportBlock::Kind::Heading)
            inRanking = block.text == QLatin1String("Ranking");
        else if (inRanking && block.kind == ui::exporting::ReportBlock::Kind::Table)
            return &block;
    }
    return nullptr;
}

} // namespace

class tst_HeadlineAgreement : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyViewShowsTheSameFigures_data();
    void everyViewShowsTheSameFigures();

private:
    std::unique_ptr<text::LanguageManager> m_languages;
};

void tst_HeadlineAgreement::initTestCase()
{
    m_languages = std::make_unique<text::LanguageManager>();
    m_languages->setLanguage(QStringLiteral("en")); // as the CLI's --lang en
}

void tst_HeadlineAgreement::everyViewShowsTheSameFigures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("throughputHeader");
    QTest::addColumn<QString>("costHeader");
    QTest::addColumn<QString>("currency");
    QTest::newRow("online load") << "serve-13b-load.json"
                                 << "Capacity, tokens/s"
                                 << "$/M tokens (USD)"
                                 << "USD";
    QTest::newRow("offline batch") << "offline-summaries.json"
                                   << "Tokens/s"
                                   << "$/M tokens (USD)"
                                   << "USD";
    QTest::newRow("images") << "images-sdxl.json"
                            << "Images/s"
                            << "$/h (USD)"
                            << "USD";
    QTest::newRow("training run") << "train-13b.json"
                                  << "Training tokens/s"
                                  << "$ per run (USD)"
                                  << "USD";
    // The same question in yuan (issue 14): the app's table in CNY, --currency CNY and the
    // report give the same figures, converted at the same rate.
    QTest::newRow("online load, yuan") << "serve-13b-load.json"
                                       << "Capacity, tokens/s"
                                       << "¥/M tokens (CNY)"
                                       << "CNY";
    QTest::newRow("training run, yuan") << "train-13b.json"
                                        << "Training tokens/s"
                                        << "¥ per run (CNY)"
                                        << "CNY";
    QTest::newRow("images, euros") << "images-sdxl.json"
                                   << "Images/s"
                                   << "€/h (EUR)"
                                   << "EUR";
}

void tst_HeadlineAgreement::everyViewShowsTheSameFigures()
{
    QFETCH(QString, file);
    QFETCH(QString, throughputHeader);
    QFETCH(QString, costHeader);
    QFETCH(QString, currency);
    const auto chosen = engine::currencyFromId(currency.toStdString());
    QVERIFY(chosen);
    const QString path = testing::fixture(QStringLiteral("workloads/") + file);

    // The app: the current result and its table.
    auto shipped = shippedResult();
    QVERIFY(shipped);
    auto workload = files::WorkloadFiles::load(path, shipped.workspace->models());
    QVERIFY(workload.ok());
    shipped.workspace->setCurrency(*chosen);
    shipped.current->setWorkload(workload.value());
    const state::ResultPtr result = shipped.current->result();
    QVERIFY(result && !result->ranking.empty());
    ResultsModel model;
    model.setResults(result->ranking, result->workload, shipped.workspace->catalog());
    const int columns[] = {ResultsModel::ThroughputColumn, ResultsModel::LatencyColumn, ResultsModel::UnitCostColumn};
    QCOMPARE(model.headerData(ResultsModel::ThroughputColumn, Qt::Horizontal).toString(), throughputHeader);
    QCOMPARE(model.headerData(ResultsModel::UnitCostColumn, Qt::Horizontal).toString(), costHeader);

    // The CLI, table and JSON.
    const CliRun table =
        runCli({QStringLiteral("recommend"), QStringLiteral("--workload"), path, QStringLiteral("--lang"),
                QStringLiteral("en"), QStringLiteral("--currency"), currency});
    QCOMPARE(table.exitCode, 0);
    const Table cli = parseTable(table.out);
    QCOMPARE(cli.rows.size(), model.rowCount());
    const CliRun json =
        runCli({QStringLiteral("recommend"), QStringLiteral("--workload"), path, QStringLiteral("--json"),
                QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--currency"), currency});
    QCOMPARE(json.exitCode, 0);
    const QJsonArray estimates = QJsonDocument::fromJson(json.out.toUtf8()).array();
    QCOMPARE(estimates.size(), model.rowCount());

    // The report.
    ui::exporting::ReportInput input;
    input.workspace = shipped.workspace.get();
    input.workload = result->workload;
    input.ranking = result->ranking;
    input.currency = shipped.workspace->currency();
    const auto document = ui::exporting::ReportDocument::build(input);
    const auto* report = rankingTable(document);
    QVERIFY(report);
    QCOMPARE(report->table.rows.size(), model.rowCount());

    // Same headers: the CLI's columns 5-7 and the report's are the model's.
    for (int i = 0; i < 3; ++i) {
        const QString header = model.headerData(columns[i], Qt::Horizontal).toString();
        QCOMPARE(cli.header.value(5 + i), header);
        QCOMPARE(report->table.headers.value(columns[i]), header);
    }
    // Same candidates, in the same order, with the same figures.
    for (int row = 0; row < model.rowCount(); ++row) {
        const engine::Estimate& estimate = *model.estimateAt(row);
        const QString id = QString::fromStdString(estimate.gpuId);
        QCOMPARE(cli.rows[row].value(1), id);
        const QJsonObject fromJson = estimates[row].toObject();
        QCOMPARE(fromJson[QStringLiteral("gpu")].toString(), id);
        for (int i = 0; i < 3; ++i) {
            const QString shown = model.index(row, columns[i]).data().toString();
            QCOMPARE(cli.rows[row].value(5 + i), shown);
            QCOMPARE(report->table.rows[row].value(columns[i]), shown);
        }
        // And the JSON's numbers are the table's.
        const QJsonObject headline = fromJson[QStringLiteral("headline")].toObject();
        const QVariant compared = model.index(row, ResultsModel::ThroughputColumn).data(Qt::UserRole);
        const QJsonValue comparedJson = headline[QStringLiteral("compared_per_s")];
        QCOMPARE(comparedJson.isNull(), !compared.isValid());
        if (compared.isValid())
            QVERIFY(qFuzzyCompare(comparedJson.toDouble(), compared.toDouble()));
        const QVariant cost = model.index(row, ResultsModel::UnitCostColumn).data(Qt::UserRole);
        // The model's number is the cost in the chosen currency: the JSON's cost in it.
        const QJsonObject costs = fromJson[QStringLiteral("cost")].toObject();
        QCOMPARE(costs[QStringLiteral("currency")].toString(), currency);
        const char* field = estimate.headline.costBasis == engine::CostBasis::PerRun    ? "total"
                            : estimate.headline.costBasis == engine::CostBasis::PerHour ? "per_hour"
                                                                                        : "per_million_tokens";
        const QJsonValue costJson = costs[QLatin1String(field)];
        QCOMPARE(costJson.isNull(), !cost.isValid());
        if (cost.isValid())
            QVERIFY2(std::abs(costJson.toDouble() - cost.toDouble()) <= 1e-3 * std::max(1.0, cost.toDouble()),
                     qPrintable(QStringLiteral("%1 vs %2").arg(costJson.toDouble()).arg(cost.toDouble())));
        // In another currency than the dollar, at the shipped rate from the dollar figure.
        const QJsonValue usd = headline[QStringLiteral("cost")].toObject()[QStringLiteral("usd")];
        if (cost.isValid() && *chosen != engine::Currency::USD &&
            estimate.cost.priceCurrency == engine::Currency::USD) {
            const auto rate = shipped.workspace->prices().rates().find(engine::Currency::USD, *chosen);
            QVERIFY(rate);
            QVERIFY(std::abs(usd.toDouble() * rate->rate - cost.toDouble()) <= 1e-3 * std::max(1.0, cost.toDouble()));
        }
        if (estimate.headline.comparesCapacity() && estimate.headline.capacity) {
            // Under a load the capacity shown is the contract's capacity_tokens_per_s,
            // which the JSON rounds to 0.1 token/s.
            const QJsonValue capacity =
                fromJson[QStringLiteral("performance")].toObject()[QStringLiteral("capacity_tokens_per_s")];
            QVERIFY(capacity.isDouble());
            QVERIFY2(std::abs(capacity.toDouble() - *estimate.headline.capacity) <= 0.05 + 1e-9,
                     qPrintable(QStringLiteral("%1 vs %2").arg(capacity.toDouble()).arg(*estimate.headline.capacity)));
        }
    }
}

GPUATLAS_TEST_MAIN(tst_HeadlineAgreement)
#include "tst_HeadlineAgreement.moc"
