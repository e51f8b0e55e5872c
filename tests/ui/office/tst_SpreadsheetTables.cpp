// SPDX-License-Identifier: GPL-3.0-or-later
#include "../UiTestData.h"
#include "ui/charts/ResultValues.h"
#include "ui/export/office/SpreadsheetTables.h"

#include <QTest>

using namespace gpuatlas;
using namespace gpuatlas::ui::exporting::office;
using text::GpuField;
using text::GpuFields;

class tst_SpreadsheetTables : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void specNumbersAreTheCatalogues();
    void resultsAreTheEnginesNumbers();

private:
    std::unique_ptr<ui::Workspace> m_workspace;
};

void tst_SpreadsheetTables::initTestCase()
{
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
}

void tst_SpreadsheetTables::specNumbersAreTheCatalogues()
{
    const engine::Catalog& catalog = m_workspace->catalog();
    const std::vector<const engine::Gpu*> gpus{catalog.find("h100-sxm"), catalog.find("a100-sxm-80gb"),
                                               catalog.find("l40s")};
    const Workbook book = SpreadsheetTables::specTable(gpus);
    QCOMPARE(book.sheets.size(), 3);
    const Sheet& dense = book.sheets[0];
    const Sheet& sparse = book.sheets[1];
    const auto fields = GpuFields::all();
    const int bf16 = static_cast<int>(std::find(fields.begin(), fields.end(), GpuField::Bf16) - fields.begin());
    QVERIFY(dense.headers[bf16].contains(QStringLiteral("TFLOPS")));
    for (std::size_t g = 0; g < gpus.size(); ++g) {
        const auto row = static_cast<qsizetype>(g);
        QCOMPARE(std::get<double>(dense.rows[row][bf16]),
                 *GpuFields::value(*gpus[g], GpuField::Bf16, text::Sparsity::Dense));
        QCOMPARE(std::get<QString>(dense.rows[row][0]), QString::fromStdString(gpus[g]->name));
    }
    // The sparse sheet: the name, then each tensor format sparse.
    const int sparseBf16 = static_cast<int>(sparse.headers.indexOf(dense.headers[bf16]));
    QVERIFY(sparseBf16 > 0);
    QCOMPARE(std::get<double>(sparse.rows[0][sparseBf16]),
             *GpuFields::value(*gpus[0], GpuField::Bf16, text::Sparsity::Sparse));
    // A100 has no FP8: an empty cell, not a zero.
    const int fp8 = static_cast<int>(std::find(fields.begin(), fields.end(), GpuField::Fp8) - fields.begin());
    QVERIFY(std::holds_alternative<std::monostate>(dense.rows[1][fp8]));
    // Sources, and the chart of the chosen figure.
    QVERIFY(book.sheets[2].rows.size() >= 3);
    QVERIFY(book.chart);
    QCOMPARE(book.chart->valueColumns, QList<int>{bf16});
    const Workbook memory = SpreadsheetTables::specTable(gpus, GpuField::MemoryBandwidth);
    QCOMPARE(memory.chart->title, GpuFields::label(GpuField::MemoryBandwidth));
    QVERIFY(!SpreadsheetTables::specTable(gpus, GpuField::Architecture).chart);
}

void tst_SpreadsheetTables::resultsAreTheEnginesNumbers()
{
    const engine::Workload workload = chatWorkload();
    const auto ranking = m_workspace->rank(workload);
    const Workbook book = SpreadsheetTables::results(ranking, workload, m_workspace->catalog(), m_workspace->prices());
    const Sheet& sheet = book.sheets.front();
    QCOMPARE(sheet.rows.size(), static_cast<qsizetype>(ranking.size()));
    QVERIFY(sheet.headers[4].contains(QStringLiteral("tokens/s")));
    for (qsizetype r = 0; r < sheet.rows.size(); ++r) {
        const auto& estimate = ranking[static_cast<std::size_t>(r)];
        const auto throughput = ui::charts::ResultValues::throughput(estimate, workload);
        if (throughput)
            QCOMPARE(std::get<double>(sheet.rows[r][4]), *throughput);
        QCOMPARE(std::get<double>(sheet.rows[r][2]), static_cast<double>(estimate.count()));
        QCOMPARE(std::get<double>(sheet.rows[r][9]), estimate.score);
    }
    QVERIFY(book.sheets[1].rows.size() >= 1);
    QCOMPARE(book.chart->valueColumns, QList<int>{4});
}

QTEST_MAIN(tst_SpreadsheetTables)
#include "tst_SpreadsheetTables.moc"
