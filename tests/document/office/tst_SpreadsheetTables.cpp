// SPDX-License-Identifier: GPL-3.0-or-later
#include "HostileOffice.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "ui/document/charts/ResultValues.h"
#include "ui/document/office/SpreadsheetTables.h"
#include "ui/document/office/XlsxWriter.h"

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
    void hostileCorpusIsNoFormula();

private:
    std::unique_ptr<state::Workspace> m_workspace;
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

// The security tests' corpus in both workbooks: names starting "=cmd|" or "-1+cmd|" are
// shared strings in Text cells, never a formula; every name is there as written.
void tst_SpreadsheetTables::hostileCorpusIsNoFormula()
{
    const QStringList ids{QStringLiteral("l40s"), QStringLiteral("h100-sxm"), QStringLiteral("a100-sxm-80gb"),
                          QStringLiteral("rtx-a6000"), QStringLiteral("l4")};
    const HostileOffice corpus = HostileOffice::load(ids);
    QVERIFY(corpus.workspace);
    std::vector<const engine::Gpu*> gpus;
    for (const QString& id : ids)
        gpus.push_back(corpus.workspace->catalog().find(id.toStdString()));
    const engine::Workload& workload = corpus.input.workload;
    for (const Workbook& book : {SpreadsheetTables::specTable(gpus),
                                 SpreadsheetTables::results(corpus.input.ranking, workload, corpus.workspace->catalog(),
                                                            corpus.workspace->prices())}) {
        QByteArray bytes;
        QString error;
        QVERIFY2(XlsxWriter::bytes(book, bytes, error), qPrintable(error));
        const OfficePackage package = OfficePackage::read(bytes);
        QVERIFY(package.ok);
        QString text;
        const QString problem = hostileProblem(package, &text);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        for (const QString& name : corpus.gpuNames)
            QVERIFY2(text.contains(HostileOffice::start(name)), qPrintable(HostileOffice::start(name)));
        // Every text cell is a shared string in a Text ("@") style: s="1", "2" or "3".
        for (const QString& sheet : package.named(QStringLiteral("xl/worksheets/sheet\\d+\\.xml"))) {
            QXmlStreamReader reader(package.parts.value(sheet));
            while (!reader.atEnd()) {
                if (reader.readNext() != QXmlStreamReader::StartElement || reader.name() != QLatin1String("c"))
                    continue;
                const auto type = reader.attributes().value(QLatin1String("t"));
                if (type.isEmpty())
                    continue;
                QCOMPARE(type.toString(), QStringLiteral("s"));
                QVERIFY(QStringList({QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")})
                            .contains(reader.attributes().value(QLatin1String("s")).toString()));
            }
        }
    }
}

GPUATLAS_TEST_MAIN(tst_SpreadsheetTables)
#include "tst_SpreadsheetTables.moc"
