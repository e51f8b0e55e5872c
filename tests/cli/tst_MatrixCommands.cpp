// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"
#include "engine/rank/StandardWorkloads.h"
#include "engine/rank/SuitabilityMatrix.h"
#include "support/TestMain.h"
#include "tests/engine/EngineTestData.h"

#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace gpuatlas::engine;
using enginetest::Data;
using nlohmann::json;

namespace {

const char* const articleGpus[] = {"h100-sxm", "a100-sxm-80gb", "rtx-a6000", "l40s"};

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

json parse(const CliRun& run)
{
    return json::parse(run.out.toStdString());
}

const json& cellOf(const json& document, const std::string& workload, const std::string& gpu)
{
    for (const auto& cell : document["cells"]) {
        if (cell["workload"] == workload && cell["gpu"] == gpu)
            return cell;
    }
    throw std::runtime_error("no cell " + workload + " x " + gpu);
}

// The same matrix computed here, in the test, from the shipped files.
SuitabilityMatrix engineMatrix(const std::vector<Gpu>& gpus)
{
    const auto& data = Data::shipped();
    const auto all = readStandardWorkloads(enginetest::readFile(enginetest::sourcePath("data/workloads.json")),
                                           "workloads.json", data.models);
    static const std::vector<StandardWorkload> rows = matrixWorkloads(all.value());
    const Assumptions assumptions;
    return SuitabilityMatrix::compute({rows, gpus, data.models, &data.prices, assumptions});
}

std::vector<Gpu> articleColumns()
{
    std::vector<Gpu> gpus;
    for (const char* id : articleGpus)
        gpus.push_back(Data::shipped().gpu(id));
    return gpus;
}

} // namespace

class tst_MatrixCommands : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void jsonGivesTheEngineCells();
    void defaultColumnsAreTheArticleFour();
    void gpusOptionChoosesColumns();
    void namesFollowTheLanguage();
    void nvlinkInACustomCatalogueChangesTheVerdict();
    void plainTextHasLegendAndReasons();
    void costsInTheCurrencyAsked();
    void exportsEveryFormat_data();
    void exportsEveryFormat();
    void badInput_data();
    void badInput();

private:
    QTemporaryDir m_dir;
};

void tst_MatrixCommands::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void tst_MatrixCommands::jsonGivesTheEngineCells()
{
    const auto run = runCli({QStringLiteral("matrix"), QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const json document = parse(run);
    const auto matrix = engineMatrix(articleColumns());
    QCOMPARE(document["workloads"].size(), matrix.rowCount());
    QCOMPARE(document["cells"].size(), matrix.rowCount() * matrix.columnCount());
    for (std::size_t r = 0; r < matrix.rowCount(); ++r) {
        QCOMPARE(document["workloads"][r]["id"].get<std::string>(), matrix.rows()[r].id);
        for (std::size_t c = 0; c < matrix.columnCount(); ++c) {
            const auto& expected = matrix.cell(r, c);
            const json& cell = cellOf(document, matrix.rows()[r].id, matrix.gpus()[c]);
            const QByteArray where = QByteArray::fromStdString(matrix.rows()[r].id + " x " + matrix.gpus()[c]);
            QVERIFY2(cell["verdict"].get<std::string>() == verdictId(expected.verdict), where.constData());
            QVERIFY2(cell["count"].get<int>() == expected.count(), where.constData());
            QVERIFY2(std::abs(cell["score"].get<double>() - expected.score) < 0.01, where.constData());
            QCOMPARE(cell["reasons"].size(), expected.reasons.size());
            for (std::size_t i = 0; i < expected.reasons.size(); ++i)
                QVERIFY2(cell["reasons"][i].get<std::string>() == reasonCodeId(expected.reasons[i].code),
                         where.constData());
            QVERIFY(!cell["headline"]["text"].get<std::string>().empty());
        }
    }
}

void tst_MatrixCommands::defaultColumnsAreTheArticleFour()
{
    const auto run = runCli({QStringLiteral("matrix"), QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const json document = parse(run);
    QVERIFY(document["gpus"] == json(std::vector<std::string>(std::begin(articleGpus), std::end(articleGpus))));
    // The article's conclusions, as the engine reaches them (tst_SuitabilityMatrix).
    QCOMPARE(cellOf(document, "pre-training-70b", "h100-sxm")["verdict"].get<std::string>(), "recommended");
    const json a100 = cellOf(document, "pre-training-70b", "a100-sxm-80gb");
    QVERIFY(a100["verdict"] != "unsuitable");
    QVERIFY(a100["score"].get<double>() > cellOf(document, "pre-training-70b", "l40s")["score"].get<double>());
    QVERIFY(a100["score"].get<double>() > cellOf(document, "pre-training-70b", "rtx-a6000")["score"].get<double>());
    QVERIFY(cellOf(document, "pre-training-70b", "l40s")["verdict"] != "recommended");
    QVERIFY(cellOf(document, "pre-training-70b", "l40s")["reasons"].dump().find("no-nvlink") != std::string::npos);
    QCOMPARE(cellOf(document, "chat-high-load", "h100-sxm")["verdict"].get<std::string>(), "recommended");
}

void tst_MatrixCommands::gpusOptionChoosesColumns()
{
    const auto run = runCli({QStringLiteral("matrix"), QStringLiteral("--json"), QStringLiteral("--gpus"),
                             QStringLiteral("l40s,h100-sxm,l40s")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const json document = parse(run);
    QVERIFY(document["gpus"] == json({"l40s", "h100-sxm"}));
    QCOMPARE(document["cells"].size(), document["workloads"].size() * 2);
}

void tst_MatrixCommands::namesFollowTheLanguage()
{
    const auto run =
        runCli({QStringLiteral("matrix"), QStringLiteral("--json"), QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const json document = parse(run);
    const auto& data = Data::shipped();
    const auto all = readStandardWorkloads(enginetest::readFile(enginetest::sourcePath("data/workloads.json")),
                                           "workloads.json", data.models)
                         .value();
    const auto rows = matrixWorkloads(all);
    QCOMPARE(document["workloads"][0]["name"].get<std::string>(), rows[0].name.in(Language::SimplifiedChinese));
    // Ids and codes stay English whatever the language.
    QCOMPARE(document["workloads"][0]["id"].get<std::string>(), rows[0].id);
    QVERIFY(document["cells"][0]["verdict"].get<std::string>().find_first_not_of("abcdefghijklmnopqrstuvwxyz") ==
            std::string::npos);
}

void tst_MatrixCommands::nvlinkInACustomCatalogueChangesTheVerdict()
{
    json catalogue = json::parse(enginetest::readFile(enginetest::sourcePath("data/gpus.json")));
    json nvlink;
    for (const auto& gpu : catalogue["gpus"]) {
        if (gpu["id"] == "h100-sxm")
            nvlink = gpu["interconnect"];
    }
    QVERIFY(nvlink.is_object());
    for (auto& gpu : catalogue["gpus"]) {
        if (gpu["id"] == "l40s")
            gpu["interconnect"] = nvlink;
    }
    const QString path = m_dir.filePath(QStringLiteral("nvlink-l40s.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString(catalogue.dump()));
    file.close();

    const auto shipped = runCli({QStringLiteral("matrix"), QStringLiteral("--json")});
    const auto custom = runCli({QStringLiteral("matrix"), QStringLiteral("--json"), QStringLiteral("--catalog"), path});
    QVERIFY2(custom.exitCode == 0, qPrintable(custom.err));
    const json before = cellOf(parse(shipped), "pre-training-70b", "l40s");
    const json after = cellOf(parse(custom), "pre-training-70b", "l40s");
    QVERIFY2(before["verdict"] != after["verdict"], (before.dump() + " -> " + after.dump()).c_str());
    QVERIFY(after["reasons"].dump().find("no-nvlink") == std::string::npos);
}

void tst_MatrixCommands::plainTextHasLegendAndReasons()
{
    const auto run = runCli({QStringLiteral("matrix")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(run.out.contains(QStringLiteral("NVIDIA L40S")));
    QVERIFY(run.out.contains(QStringLiteral("★ Recommended: at least 85% of the best score")));
    QVERIFY(run.out.contains(QStringLiteral("No NVLink")));
    QVERIFY(run.out.contains(QStringLiteral("Pre-training a 70B model")));
}

// --currency CNY: every priced cell's key figure in yuan, its dollar amount times the
// shipped rate (as the app's matrix shows it in its chosen currency); `usd` stays dollars.
void tst_MatrixCommands::costsInTheCurrencyAsked()
{
    const auto run = runCli(
        {QStringLiteral("matrix"), QStringLiteral("--json"), QStringLiteral("--currency"), QStringLiteral("CNY")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const auto rate = Data::shipped().prices.rates().find(Currency::USD, Currency::CNY);
    QVERIFY(rate);
    const QRegularExpression yuan(QStringLiteral("¥([0-9,]+(\\.[0-9]+)?)"));
    int priced = 0;
    const json document = parse(run);
    for (const auto& cell : document["cells"]) {
        const auto& headline = cell["headline"];
        const QString text = QString::fromStdString(headline["text"].get<std::string>());
        if (headline["usd"].is_null()) {
            QVERIFY2(!text.contains(QLatin1Char('$')) && !text.contains(QStringLiteral("¥")), qPrintable(text));
            continue;
        }
        ++priced;
        QVERIFY2(!text.contains(QLatin1Char('$')), qPrintable(text));
        const auto match = yuan.match(text);
        QVERIFY2(match.hasMatch(), qPrintable(text));
        const double shown = match.captured(1).remove(QLatin1Char(',')).toDouble();
        const double expected = headline["usd"].get<double>() * rate->rate;
        // `usd` is rounded to cents (up to half a cent times the rate); the text keeps cents
        // below 100 and whole yuan above.
        const double tolerance = 0.005 * rate->rate + (expected >= 100 ? 0.5 : 0.005) + 1e-9;
        QVERIFY2(std::abs(shown - expected) <= tolerance, qPrintable(text));
    }
    QVERIFY(priced > 10);

    const auto plain = runCli({QStringLiteral("matrix"), QStringLiteral("--currency"), QStringLiteral("EUR")});
    QVERIFY2(plain.exitCode == 0, qPrintable(plain.err));
    QVERIFY(plain.out.contains(QStringLiteral("€")));
    QVERIFY(!plain.out.contains(QLatin1Char('$')));
}

void tst_MatrixCommands::exportsEveryFormat_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("starts");
    QTest::newRow("png") << "matrix.png" << QByteArray("\x89PNG");
    QTest::newRow("svg") << "matrix.svg" << QByteArray("<?xml");
    QTest::newRow("pdf") << "matrix.pdf" << QByteArray("%PDF");
    QTest::newRow("csv") << "matrix.csv" << QByteArray("\xEF\xBB\xBF");
    QTest::newRow("md") << "matrix.md" << QByteArray("#");
    QTest::newRow("html") << "matrix.html" << QByteArray("<!DOCTYPE html>");
}

void tst_MatrixCommands::exportsEveryFormat()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, starts);
    const QString out = m_dir.filePath(name);
    const auto run = runCli({QStringLiteral("matrix"), QStringLiteral("--out"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QByteArray bytes = readAll(out);
    QVERIFY2(bytes.startsWith(starts), bytes.left(40).constData());
    if (name.endsWith(QLatin1String(".png"))) {
        const QImage image = QImage::fromData(bytes);
        QVERIFY(image.width() >= 1200 && image.height() >= 800);
    } else if (!name.endsWith(QLatin1String(".pdf"))) {
        // Every row and column is in the file, with its verdict.
        const QString text = QString::fromUtf8(bytes);
        QVERIFY(text.contains(QStringLiteral("NVIDIA RTX A6000")));
        QVERIFY(text.contains(QStringLiteral("Training a small model on one card")));
        QVERIFY(text.contains(QStringLiteral("Recommended")));
    }
}

void tst_MatrixCommands::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown gpu") << QStringList{QStringLiteral("--gpus"), QStringLiteral("h100-sxm,nope")}
                                 << QStringLiteral("unknown GPU id \"nope\"");
    QTest::newRow("no gpu") << QStringList{QStringLiteral("--gpus"), QStringLiteral(",")}
                            << QStringLiteral("no GPU id given");
    QTest::newRow("bad suffix") << QStringList{QStringLiteral("--out"), QStringLiteral("matrix.docx")}
                                << QStringLiteral("unknown file type \"docx\"");
    QTest::newRow("empty out") << QStringList{QStringLiteral("--out"), QString()} << QStringLiteral("--out");
    QTest::newRow("extra argument") << QStringList{QStringLiteral("extra")} << QStringLiteral("\"extra\"");
    QTest::newRow("bad language") << QStringList{QStringLiteral("--lang"), QStringLiteral("fr")}
                                  << QStringLiteral("--lang");
    QTest::newRow("bad currency") << QStringList{QStringLiteral("--currency"), QStringLiteral("JPY")}
                                  << QStringLiteral("--currency: \"JPY\" is not a currency");
}

void tst_MatrixCommands::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const auto run = runCli(QStringList{QStringLiteral("matrix")} + arguments, m_dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("matrix.docx"))));
}

GPUATLAS_TEST_MAIN(tst_MatrixCommands)
#include "tst_MatrixCommands.moc"
