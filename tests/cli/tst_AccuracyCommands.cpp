// SPDX-License-Identifier: GPL-3.0-or-later
// gpu-atlas-cli accuracy: the published measurements against the estimates, as a script
// (JSON), a reader (text) and a figure (SVG) would take them.
#include "CliRunner.h"
#include "support/TestMain.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>

namespace {

QJsonObject parseJson(const CliRun& run)
{
    QJsonParseError error;
    const auto doc = QJsonDocument::fromJson(run.out.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

CliRun accuracy(QStringList extra)
{
    return runCli(QStringList{QStringLiteral("accuracy")} + extra);
}

} // namespace

class tst_AccuracyCommands : public QObject
{
    Q_OBJECT

private slots:
    void validationJsonIsConsistent();
    void splitsAddUp();
    void textNamesTheErrorAndTheRuntimes();
    void svgFigureListsTheCases();
    void docsQuoteTheValidationError();
    void badArguments_data();
    void badArguments();

private:
    QTemporaryDir m_dir;
};

void tst_AccuracyCommands::validationJsonIsConsistent()
{
    const auto run = accuracy({QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QJsonObject out = parseJson(run);
    QCOMPARE(out.value(QLatin1String("split")).toString(), QStringLiteral("validation"));
    const QJsonArray cases = out.value(QLatin1String("cases")).toArray();
    QVERIFY(cases.size() >= 20);
    double sumAbsLog = 0;
    int reproduced = 0;
    for (const auto& value : cases) {
        const QJsonObject c = value.toObject();
        QCOMPARE(c.value(QLatin1String("split")).toString(), QStringLiteral("validation"));
        QVERIFY(!c.value(QLatin1String("source")).toString().isEmpty());
        QVERIFY(c.value(QLatin1String("measured")).toDouble() > 0);
        if (c.value(QLatin1String("ratio")).isNull()) {
            QVERIFY(!c.value(QLatin1String("problem")).toString().isEmpty());
            continue;
        }
        const double ratio = c.value(QLatin1String("ratio")).toDouble();
        const double expected =
            c.value(QLatin1String("estimate")).toDouble() / c.value(QLatin1String("measured")).toDouble();
        QVERIFY2(std::abs(ratio - expected) < 0.002, qPrintable(c.value(QLatin1String("id")).toString()));
        sumAbsLog += std::abs(std::log(ratio));
        ++reproduced;
    }
    const QJsonObject summary = out.value(QLatin1String("summary")).toObject();
    QCOMPARE(summary.value(QLatin1String("cases")).toInt(), reproduced);
    QCOMPARE(summary.value(QLatin1String("unreproduced")).toInt(), static_cast<int>(cases.size()) - reproduced);
    QVERIFY(std::abs(summary.value(QLatin1String("geomean_abs_error")).toDouble() - std::exp(sumAbsLog / reproduced)) <
            0.01);
    int perRuntimeCases = 0;
    for (const auto& value : out.value(QLatin1String("per_runtime")).toArray())
        perRuntimeCases += value.toObject().value(QLatin1String("cases")).toInt();
    QCOMPARE(perRuntimeCases, reproduced);
}

void tst_AccuracyCommands::splitsAddUp()
{
    const auto count = [](const QStringList& arguments) {
        const auto run = accuracy(arguments + QStringList{QStringLiteral("--json")});
        return run.exitCode == 0 ? parseJson(run).value(QLatin1String("cases")).toArray().size() : -1;
    };
    const auto validation = count({});
    const auto calibration = count({QStringLiteral("--split"), QStringLiteral("calibration")});
    const auto all = count({QStringLiteral("--split"), QStringLiteral("all")});
    QVERIFY(validation > 0 && calibration > 0);
    QCOMPARE(all, validation + calibration);
}

void tst_AccuracyCommands::textNamesTheErrorAndTheRuntimes()
{
    const auto json = parseJson(accuracy({QStringLiteral("--json")}));
    const auto run = accuracy({});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const double geomean =
        json.value(QLatin1String("summary")).toObject().value(QLatin1String("geomean_abs_error")).toDouble();
    QVERIFY2(run.out.contains(QString::number(geomean, 'f', 2) + QStringLiteral("×")), qPrintable(run.out));
    QVERIFY(run.out.contains(QStringLiteral("Per runtime:")));
    for (const auto& value : json.value(QLatin1String("per_runtime")).toArray())
        QVERIFY(run.out.contains(value.toObject().value(QLatin1String("runtime")).toString()));
    for (const auto& value : json.value(QLatin1String("cases")).toArray())
        QVERIFY(run.out.contains(value.toObject().value(QLatin1String("id")).toString()));

    const auto chinese = accuracy({QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    QCOMPARE(chinese.exitCode, 0);
    QVERIFY2(chinese.out.contains(QStringLiteral("验证")), qPrintable(chinese.out));
}

void tst_AccuracyCommands::svgFigureListsTheCases()
{
    QVERIFY(m_dir.isValid());
    const QString out = m_dir.filePath(QStringLiteral("accuracy.svg"));
    const auto run = accuracy({QStringLiteral("--out"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader reader(&file);
    QString text;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isCharacters())
            text += reader.text().toString() + QLatin1Char('\n');
    }
    QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
    const auto json = parseJson(accuracy({QStringLiteral("--json")}));
    for (const auto& value : json.value(QLatin1String("cases")).toArray()) {
        const QJsonObject c = value.toObject();
        if (!c.value(QLatin1String("ratio")).isNull())
            QVERIFY2(text.contains(c.value(QLatin1String("id")).toString()),
                     qPrintable(c.value(QLatin1String("id")).toString()));
    }
}

// The README and docs/engine.md quote the validation error; when a change to the engine
// moves it, this names the files to update.
void tst_AccuracyCommands::docsQuoteTheValidationError()
{
    const auto json = parseJson(accuracy({QStringLiteral("--json")}));
    const QJsonObject summary = json.value(QLatin1String("summary")).toObject();
    const QString geomean = QString::number(summary.value(QLatin1String("geomean_abs_error")).toDouble(), 'f', 2);
    const double worst = summary.value(QLatin1String("worst_ratio")).toDouble();
    const QString worstFactor = QString::number(worst >= 1 ? worst : 1 / worst, 'f', 2);
    for (const char* name : {"README.md", "docs/engine.md"}) {
        QFile file(QStringLiteral(GPUATLAS_SOURCE_DIR "/") + QLatin1String(name));
        QVERIFY2(file.open(QIODevice::ReadOnly), name);
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(
            text.contains(geomean + QStringLiteral("×")) || text.contains(geomean + QStringLiteral("x")),
            qPrintable(QStringLiteral("%1 does not quote the validation error %2").arg(QLatin1String(name), geomean)));
        QVERIFY2(
            text.contains(worstFactor),
            qPrintable(QStringLiteral("%1 does not quote the worst case %2").arg(QLatin1String(name), worstFactor)));
    }
}

void tst_AccuracyCommands::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("named");
    QTest::newRow("unknown split") << QStringList{QStringLiteral("--split"), QStringLiteral("training")}
                                   << QStringLiteral("--split");
    QTest::newRow("stray argument") << QStringList{QStringLiteral("h100-sxm")} << QStringLiteral("h100-sxm");
    QTest::newRow("unknown figure type") << QStringList{QStringLiteral("--out"), QStringLiteral("figure.bmp")}
                                         << QStringLiteral("figure.bmp");
}

void tst_AccuracyCommands::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    const auto run = runCli(QStringList{QStringLiteral("accuracy")} + arguments, m_dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(named), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("figure.bmp"))));
}

GPUATLAS_TEST_GUILESS_MAIN(tst_AccuracyCommands)
#include "tst_AccuracyCommands.moc"
