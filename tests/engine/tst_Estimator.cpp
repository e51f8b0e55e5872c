// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineTestData.h"
#include "engine/Estimator.h"
#include "engine/PerformanceModel.h"

#include <QTest>

#include <cmath>
#include <cstdio>

using namespace gpuatlas::engine;
using nlohmann::json;
using enginetest::Data;

namespace {

const json& calibration()
{
    static const json doc = json::parse(enginetest::readFile(enginetest::sourcePath("tests/engine/data/calibration.json")));
    return doc;
}

Estimate estimateRow(const json& row)
{
    const auto& data = Data::shipped();
    const Workload w = enginetest::workload(row["workload"]);
    const Assumptions assumptions = Assumptions::forRuntime(*Assumptions::runtimeFromId(row["runtime"].get<std::string>()));
    return Estimator::estimate({w, *resolveModel(w, data.models), data.gpu(row["gpu"]), &data.prices, assumptions,
                                row["count"].get<int>()});
}

double metric(const Estimate& e, const std::string& name)
{
    const auto& perf = e.performance;
    const std::optional<double> value = name == "tokens_per_s" ? perf.tokensPerS
                                        : name == "samples_per_s" ? perf.samplesPerS
                                                                  : perf.imagesPerS;
    return value.value_or(std::nan(""));
}

} // namespace

class tst_Estimator : public QObject
{
    Q_OBJECT

private slots:
    void calibrationRows_data();
    void calibrationRows();
    void calibrationAsAWhole();
};

void tst_Estimator::calibrationRows_data()
{
    QTest::addColumn<int>("index");
    const auto& rows = calibration()["rows"];
    for (std::size_t i = 0; i < rows.size(); ++i)
        QTest::newRow(rows[i]["id"].get<std::string>().c_str()) << static_cast<int>(i);
}

void tst_Estimator::calibrationRows()
{
    QFETCH(int, index);
    const auto& row = calibration()["rows"][static_cast<std::size_t>(index)];
    const Estimate e = estimateRow(row);
    QVERIFY2(e.feasible, "the calibration configuration must fit");
    const double ratio = metric(e, row["metric"]) / row["measured"].get<double>();
    const auto& tolerance = calibration()["tolerance"];
    const QByteArray message = QByteArray("estimate/measured = ") + QByteArray::number(ratio, 'f', 3);
    QVERIFY2(ratio >= tolerance["row_low"].get<double>() && ratio <= tolerance["row_high"].get<double>(), message.constData());
}

void tst_Estimator::calibrationAsAWhole()
{
    double sumAbs = 0;
    double sum = 0;
    int n = 0;
    for (const auto& row : calibration()["rows"]) {
        const double ratio = metric(estimateRow(row), row["metric"]) / row["measured"].get<double>();
        if (qEnvironmentVariableIsSet("GPUATLAS_CALIBRATION_TABLE"))
            std::printf("| %s | %.0f | %.0f | %.2f |\n", row["id"].get<std::string>().c_str(),
                        metric(estimateRow(row), row["metric"]), row["measured"].get<double>(), ratio);
        sumAbs += std::abs(std::log(ratio));
        sum += std::log(ratio);
        ++n;
    }
    const double geomean = std::exp(sumAbs / n);
    const double bias = sum / n;
    if (qEnvironmentVariableIsSet("GPUATLAS_CALIBRATION_TABLE"))
        std::printf("geomean |error| %.3f, mean log bias %.3f over %d rows\n", geomean, bias, n);
    const auto& tolerance = calibration()["tolerance"];
    QVERIFY2(geomean <= tolerance["geomean_abs"].get<double>(), QByteArray::number(geomean).constData());
    QVERIFY2(std::abs(bias) <= tolerance["mean_log_bias"].get<double>(), QByteArray::number(bias).constData());
}

QTEST_GUILESS_MAIN(tst_Estimator)
#include "tst_Estimator.moc"
