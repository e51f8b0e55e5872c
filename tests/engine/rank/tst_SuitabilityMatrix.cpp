// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineTestData.h"
#include "engine/rank/MatrixJson.h"
#include "engine/rank/Ranker.h"
#include "engine/rank/StandardWorkloads.h"
#include "engine/rank/SuitabilityMatrix.h"
#include "support/TestMain.h"

#include <QTest>

#include <string>
#include <vector>

using namespace gpuatlas::engine;
using enginetest::Data;

namespace {

// The source article's four GPUs, the matrix's default columns.
const char* const articleGpus[] = {"h100-sxm", "a100-sxm-80gb", "rtx-a6000", "l40s"};

const std::vector<StandardWorkload>& shippedWorkloads()
{
    static const std::vector<StandardWorkload> rows = [] {
        const auto& data = Data::shipped();
        auto all = readStandardWorkloads(enginetest::readFile(enginetest::sourcePath("data/workloads.json")),
                                         "workloads.json", data.models);
        if (!all)
            throw std::runtime_error("data/workloads.json does not read: " + all.errors().front().pointer);
        return matrixWorkloads(all.value());
    }();
    return rows;
}

std::vector<Gpu> articleColumns()
{
    std::vector<Gpu> gpus;
    for (const char* id : articleGpus)
        gpus.push_back(Data::shipped().gpu(id));
    return gpus;
}

SuitabilityMatrix compute(const std::vector<Gpu>& gpus, const Assumptions& assumptions = Assumptions())
{
    const auto& data = Data::shipped();
    return SuitabilityMatrix::compute({shippedWorkloads(), gpus, data.models, &data.prices, assumptions});
}

const MatrixCell& cellOf(const SuitabilityMatrix& matrix, const char* workload, const char* gpu)
{
    const auto row = matrix.rowOf(workload);
    const auto column = matrix.columnOf(gpu);
    if (!row || !column)
        throw std::runtime_error(std::string("no cell ") + workload + " x " + gpu);
    return matrix.cell(*row, *column);
}

// What a failure prints: enough to see why the engine decided (verdict, share, reasons).
QByteArray describe(const MatrixCell& cell)
{
    std::string text = std::string(verdictId(cell.verdict)) + " score " + std::to_string(cell.score) + " share " +
                       std::to_string(cell.shareOfBest) + " x" + std::to_string(cell.count()) + " reasons:";
    for (const auto& reason : cell.reasons)
        text += " " + std::string(reasonCodeId(reason.code));
    return QByteArray::fromStdString(text);
}

#define EXPECT_VERDICT(matrix, workload, gpu, expected)                                                                \
    do {                                                                                                               \
        const MatrixCell& c_ = cellOf(matrix, workload, gpu);                                                          \
        QVERIFY2(c_.verdict == (expected), describe(c_).prepend(workload " x " gpu ": ").constData());                 \
    } while (false)

} // namespace

class tst_SuitabilityMatrix : public QObject
{
    Q_OBJECT

private slots:
    void rowsAreTheShippedMatrixWorkloads();
    void largeModelTrainingPutsH100ThenA100AheadOfPcieCards();
    void a6000SuitsSmallModelTrainingOnOneCard();
    void moderateLoadRecommendsL40sAndA6000();
    void moderateLoadFollowsPrices();
    void veryHighLoadRecommendsH100AndA100();
    void nvlinkOnL40sChangesItsTrainingVerdict();
    void verdictRuleFollowsTheThresholds_data();
    void verdictRuleFollowsTheThresholds();
    void thresholdsInAssumptionsChangeTheMatrix();
    void cellsAgreeWithTheirEstimates();
    void comparisonReasonsNameTheBest();
    void repeatedGpuCountsOnce();
    void noColumnsGiveEmptyCells();
    void jsonHasTheContractShape();
};

void tst_SuitabilityMatrix::rowsAreTheShippedMatrixWorkloads()
{
    const auto matrix = compute(articleColumns());
    QCOMPARE(matrix.rowCount(), shippedWorkloads().size());
    QCOMPARE(matrix.columnCount(), std::size(articleGpus));
    // What the article talks about (issue 17): each of these rows exists.
    for (const char* id : {"pre-training-70b", "domain-finetune", "full-finetune", "small-model-training",
                           "chat-moderate-load", "chat-high-load", "rag", "summarisation", "text-to-image"})
        QVERIFY2(matrix.rowOf(id).has_value(), id);
    QCOMPARE(matrix.gpus().front(), std::string("h100-sxm"));
    QVERIFY(!matrix.rowOf("no-such-row"));
    QVERIFY(!matrix.columnOf("no-such-gpu"));
}

void tst_SuitabilityMatrix::largeModelTrainingPutsH100ThenA100AheadOfPcieCards()
{
    // The article: H100, then A100, for large models; not the PCIe cards. Each GPU is shown
    // at the count that serves the job best (the count search), so the H100, faster and
    // cheaper per run at equal counts, sets the score, and the A100 ranks next.
    const auto matrix = compute(articleColumns());
    EXPECT_VERDICT(matrix, "pre-training-70b", "h100-sxm", Verdict::Recommended);
    const MatrixCell& a100 = cellOf(matrix, "pre-training-70b", "a100-sxm-80gb");
    QVERIFY2(a100.verdict != Verdict::Unsuitable, describe(a100).constData());
    for (const char* pcie : {"l40s", "rtx-a6000"}) {
        const MatrixCell& card = cellOf(matrix, "pre-training-70b", pcie);
        QVERIFY2(a100.score > card.score, (describe(a100) + " vs " + describe(card)).constData());
    }
    const MatrixCell& l40s = cellOf(matrix, "pre-training-70b", "l40s");
    QVERIFY2(l40s.verdict != Verdict::Recommended, describe(l40s).constData());
    QVERIFY2(l40s.has(ReasonCode::NoNvlink), describe(l40s).constData());
    QVERIFY(!cellOf(matrix, "pre-training-70b", "h100-sxm").has(ReasonCode::NoNvlink));
    QVERIFY(cellOf(matrix, "pre-training-70b", "h100-sxm").count() > 1);
}

void tst_SuitabilityMatrix::a6000SuitsSmallModelTrainingOnOneCard()
{
    const auto matrix = compute(articleColumns());
    const MatrixCell& a6000 = cellOf(matrix, "small-model-training", "rtx-a6000");
    QVERIFY2(a6000.verdict == Verdict::Suitable || a6000.verdict == Verdict::Recommended, describe(a6000).constData());
    QCOMPARE(a6000.count(), 1);
    QVERIFY(a6000.headline.value && *a6000.headline.value > 0);
}

void tst_SuitabilityMatrix::moderateLoadRecommendsL40sAndA6000()
{
    const auto matrix = compute(articleColumns());
    EXPECT_VERDICT(matrix, "chat-moderate-load", "rtx-a6000", Verdict::Recommended);
    QVERIFY(cellOf(matrix, "chat-moderate-load", "h100-sxm").verdict != Verdict::Recommended);
    // Decided, not fitted (issue 17): the article recommends the L40S for inference, and
    // the engine finds it at least as fast as the A6000 at this load, but at the shipped default
    // prices (L40S $1.57/h at DigitalOcean, A6000 $0.82/h at Verda) it costs about twice as
    // much for the same work, and cost weighs three times speed in this row. So it is
    // suitable, and the cell says why; at an A6000-class price it is recommended
    // (moderateLoadFollowsPrices).
    const MatrixCell& l40s = cellOf(matrix, "chat-moderate-load", "l40s");
    const MatrixCell& a6000 = cellOf(matrix, "chat-moderate-load", "rtx-a6000");
    EXPECT_VERDICT(matrix, "chat-moderate-load", "l40s", Verdict::Suitable);
    QVERIFY2(l40s.has(ReasonCode::CostsMoreThanBest), describe(l40s).constData());
    QVERIFY(*l40s.headline.usd > 1.5 * *a6000.headline.usd);
    const auto& workload = matrix.rows().at(*matrix.rowOf("chat-moderate-load")).workload;
    QVERIFY(*Ranker::speedMetric(l40s.estimate, workload) >= *Ranker::speedMetric(a6000.estimate, workload));
}

void tst_SuitabilityMatrix::moderateLoadFollowsPrices()
{
    // The L40S at a price of the A6000's class (RunPod's $0.86/h, in the shipped file)
    // as the user's default: the same engine then recommends it at a moderate load.
    const auto& data = Data::shipped();
    Price quote;
    quote.gpuId = "l40s";
    quote.provider = "RunPod";
    quote.usdPerGpuHour = 0.86;
    quote.instance = "L40S 48GB";
    quote.isDefault = true;
    quote.userProvided = true;
    const Price userPrices[] = {quote};
    const PriceBook prices = data.prices.withOverrides(userPrices);
    const auto gpus = articleColumns();
    const Assumptions assumptions;
    const auto matrix = SuitabilityMatrix::compute({shippedWorkloads(), gpus, data.models, &prices, assumptions});
    EXPECT_VERDICT(matrix, "chat-moderate-load", "l40s", Verdict::Recommended);
    EXPECT_VERDICT(matrix, "chat-moderate-load", "rtx-a6000", Verdict::Recommended);
    QCOMPARE(*cellOf(matrix, "chat-moderate-load", "l40s").headline.usd,
             0.86 * cellOf(matrix, "chat-moderate-load", "l40s").count());
}

void tst_SuitabilityMatrix::veryHighLoadRecommendsH100AndA100()
{
    const auto matrix = compute(articleColumns());
    EXPECT_VERDICT(matrix, "chat-high-load", "h100-sxm", Verdict::Recommended);
    EXPECT_VERDICT(matrix, "chat-high-load", "a100-sxm-80gb", Verdict::Recommended);
    // The cheaper cards fall behind under the load (they need more of them, or more time).
    QVERIFY(cellOf(matrix, "chat-high-load", "l40s").verdict != Verdict::Recommended ||
            cellOf(matrix, "chat-high-load", "rtx-a6000").verdict != Verdict::Recommended);
}

void tst_SuitabilityMatrix::nvlinkOnL40sChangesItsTrainingVerdict()
{
    auto gpus = articleColumns();
    const auto before = compute(gpus);
    // A custom catalogue's L40S with the H100's NVLink: nothing else changes.
    gpus[3].interconnect = Data::shipped().gpu("h100-sxm").interconnect;
    const auto after = compute(gpus);
    const MatrixCell& was = cellOf(before, "pre-training-70b", "l40s");
    const MatrixCell& now = cellOf(after, "pre-training-70b", "l40s");
    QVERIFY(was.has(ReasonCode::NoNvlink));
    QVERIFY(!now.has(ReasonCode::NoNvlink));
    QVERIFY2(now.verdict != was.verdict, (describe(was) + " -> " + describe(now)).constData());
    QVERIFY(now.score > was.score);
}

void tst_SuitabilityMatrix::verdictRuleFollowsTheThresholds_data()
{
    QTest::addColumn<bool>("feasible");
    QTest::addColumn<double>("share");
    QTest::addColumn<int>("expected");
    QTest::newRow("best") << true << 1.0 << int(Verdict::Recommended);
    QTest::newRow("at recommended") << true << 0.85 << int(Verdict::Recommended);
    QTest::newRow("just below recommended") << true << 0.8499 << int(Verdict::Suitable);
    QTest::newRow("at suitable") << true << 0.5 << int(Verdict::Suitable);
    QTest::newRow("just below suitable") << true << 0.4999 << int(Verdict::Possible);
    QTest::newRow("feasible, score zero") << true << 0.0 << int(Verdict::Possible);
    QTest::newRow("infeasible") << false << 1.0 << int(Verdict::Unsuitable);
}

void tst_SuitabilityMatrix::verdictRuleFollowsTheThresholds()
{
    QFETCH(bool, feasible);
    QFETCH(double, share);
    QFETCH(int, expected);
    QCOMPARE(int(SuitabilityMatrix::verdictFor(feasible, share, Assumptions())), expected);
}

void tst_SuitabilityMatrix::thresholdsInAssumptionsChangeTheMatrix()
{
    Assumptions strict;
    strict.set(AssumptionId::MatrixRecommendedShare, 1.0);
    strict.set(AssumptionId::MatrixSuitableShare, 1.0);
    const auto matrix = compute(articleColumns(), strict);
    for (std::size_t r = 0; r < matrix.rowCount(); ++r) {
        int recommended = 0;
        for (std::size_t c = 0; c < matrix.columnCount(); ++c) {
            const MatrixCell& cell = matrix.cell(r, c);
            if (cell.verdict == Verdict::Recommended) {
                ++recommended;
                QCOMPARE(cell.shareOfBest, 1.0);
            } else {
                QVERIFY(cell.verdict == Verdict::Possible || cell.verdict == Verdict::Unsuitable);
            }
        }
        // Only the best (or the tied best) of a row stays recommended.
        const bool anyFeasible = [&] {
            for (std::size_t c = 0; c < matrix.columnCount(); ++c)
                if (matrix.cell(r, c).estimate.feasible)
                    return true;
            return false;
        }();
        QVERIFY2(!anyFeasible || recommended >= 1, matrix.rows()[r].id.c_str());
    }
}

void tst_SuitabilityMatrix::cellsAgreeWithTheirEstimates()
{
    const auto matrix = compute(articleColumns());
    for (std::size_t r = 0; r < matrix.rowCount(); ++r) {
        double best = 0;
        for (std::size_t c = 0; c < matrix.columnCount(); ++c) {
            const auto& e = matrix.cell(r, c).estimate;
            if (e.feasible)
                best = std::max(best, e.score);
        }
        for (std::size_t c = 0; c < matrix.columnCount(); ++c) {
            const MatrixCell& cell = matrix.cell(r, c);
            const QByteArray where = QByteArray::fromStdString(matrix.rows()[r].id + " x " + matrix.gpus()[c]);
            QCOMPARE(cell.estimate.gpuId, matrix.gpus()[c]);
            QCOMPARE(cell.count(), cell.estimate.count());
            QCOMPARE(cell.score, cell.estimate.score);
            QVERIFY2((cell.verdict == Verdict::Unsuitable) == !cell.estimate.feasible, where.constData());
            if (cell.estimate.feasible && best > 0)
                QCOMPARE(cell.shareOfBest, cell.estimate.score / best);
            // Every blocking reason of an infeasible estimate is in the cell.
            for (const auto& reason : cell.estimate.reasons) {
                if (reason.blocking)
                    QVERIFY2(cell.has(reason.code), where.constData());
            }
            if (!cell.estimate.feasible)
                QVERIFY2(!cell.reasons.empty(), where.constData());
        }
    }
}

void tst_SuitabilityMatrix::comparisonReasonsNameTheBest()
{
    const auto matrix = compute(articleColumns());
    bool sawBelowBest = false;
    for (std::size_t r = 0; r < matrix.rowCount(); ++r) {
        for (std::size_t c = 0; c < matrix.columnCount(); ++c) {
            const MatrixCell& cell = matrix.cell(r, c);
            for (const auto& reason : cell.reasons) {
                if (reason.code == ReasonCode::BelowBestScore) {
                    sawBelowBest = true;
                    QVERIFY(reason.number("share") < 1.0);
                    QCOMPARE(reason.number("share"), cell.shareOfBest);
                    QVERIFY(!reason.text("best_gpu").empty());
                }
                // A gap of matrix.gap_ratio is always named; a smaller one only says why a
                // cell is not recommended, and then it is the larger gap of the two.
                if (reason.code == ReasonCode::CostsMoreThanBest || reason.code == ReasonCode::SlowerThanBest) {
                    const bool bigGap = reason.number("ratio") >= Assumptions()[AssumptionId::MatrixGapRatio];
                    QVERIFY(bigGap || (reason.number("ratio") > 1.0 && cell.verdict != Verdict::Recommended));
                    QVERIFY(bigGap ||
                            !(cell.has(ReasonCode::CostsMoreThanBest) && cell.has(ReasonCode::SlowerThanBest)));
                }
            }
            if (cell.verdict == Verdict::Suitable || cell.verdict == Verdict::Possible)
                QVERIFY2(cell.has(ReasonCode::CostsMoreThanBest) || cell.has(ReasonCode::SlowerThanBest),
                         describe(cell).constData());
            if (cell.shareOfBest == 1.0)
                QVERIFY(!cell.has(ReasonCode::BelowBestScore));
        }
    }
    QVERIFY(sawBelowBest);
}

void tst_SuitabilityMatrix::repeatedGpuCountsOnce()
{
    auto gpus = articleColumns();
    gpus.push_back(gpus.front());
    const auto matrix = compute(gpus);
    QCOMPARE(matrix.columnCount(), std::size(articleGpus));
}

void tst_SuitabilityMatrix::noColumnsGiveEmptyCells()
{
    const auto matrix = compute({});
    QCOMPARE(matrix.rowCount(), shippedWorkloads().size());
    QCOMPARE(matrix.columnCount(), std::size_t(0));
}

void tst_SuitabilityMatrix::jsonHasTheContractShape()
{
    const auto matrix = compute(articleColumns());
    const auto json = matrixToJson(matrix, Language::English, [](const MatrixCell&) { return std::string("figure"); });
    QCOMPARE(json["workloads"].size(), matrix.rowCount());
    QCOMPARE(json["workloads"][0]["id"].get<std::string>(), matrix.rows()[0].id);
    QCOMPARE(json["gpus"].size(), matrix.columnCount());
    QCOMPARE(json["cells"].size(), matrix.rowCount() * matrix.columnCount());
    for (const auto& cell : json["cells"]) {
        for (const char* key : {"workload", "gpu", "verdict", "count", "score", "headline", "reasons"})
            QVERIFY2(cell.contains(key), key);
        const auto r = matrix.rowOf(cell["workload"].get<std::string>());
        const auto c = matrix.columnOf(cell["gpu"].get<std::string>());
        QVERIFY(r && c);
        QCOMPARE(cell["verdict"].get<std::string>(), std::string(verdictId(matrix.cell(*r, *c).verdict)));
        QCOMPARE(cell["count"].get<int>(), matrix.cell(*r, *c).count());
        QCOMPARE(cell["reasons"].size(), matrix.cell(*r, *c).reasons.size());
        QCOMPARE(cell["headline"]["text"].get<std::string>(), std::string("figure"));
    }
}

GPUATLAS_TEST_GUILESS_MAIN(tst_SuitabilityMatrix)
#include "tst_SuitabilityMatrix.moc"
