// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/LanguageManager.h"
#include "ui/models/ComparisonModel.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QSignalSpy>
#include <QTest>

using namespace gpuatlas;
using text::GpuField;
using text::Sparsity;
using ui::ComparisonModel;
using ui::GpuCell;

class tst_ComparisonModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void passesModelTester();
    void fieldsAreRowsSelectedGpusAreColumns();
    void followsSelection();
    void bestAmongCompared();
    void sparsityToggle();
    void toolTipNamesTheSource();

private:
    QModelIndex cell(GpuField field, const char* id) const;

    std::unique_ptr<state::Workspace> m_workspace;
    std::unique_ptr<ComparisonModel> m_model;
};

void tst_ComparisonModel::initTestCase()
{
    QLocale::setDefault(text::LanguageManager::localeFor(QStringLiteral("en")));
}

void tst_ComparisonModel::init()
{
    m_model.reset();
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
    m_workspace->setSelection({QStringLiteral("l40s"), QStringLiteral("a100-sxm-80gb"), QStringLiteral("rtx-a6000")});
    m_model = std::make_unique<ComparisonModel>(*m_workspace);
}

QModelIndex tst_ComparisonModel::cell(GpuField field, const char* id) const
{
    return m_model->index(ComparisonModel::rowOf(field), m_model->columnOf(QString::fromLatin1(id)));
}

void tst_ComparisonModel::passesModelTester()
{
    QAbstractItemModelTester tester(m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_workspace->setSelection({QStringLiteral("h100-sxm")});
    m_model->setSparsity(Sparsity::Sparse);
    m_workspace->setSelection({});
    m_model->setSparsity(Sparsity::Dense);
    m_model->retranslate();
    m_workspace->setSelection({QStringLiteral("b200"), QStringLiteral("mi300x")});
    m_model->retranslate();
    m_workspace->setCatalog(m_workspace->catalog());
}

void tst_ComparisonModel::fieldsAreRowsSelectedGpusAreColumns()
{
    QCOMPARE(m_model->rowCount(), static_cast<int>(text::GpuFields::all().size()) - 1);
    QCOMPARE(ComparisonModel::rowOf(GpuField::Name), -1);
    QCOMPARE(m_model->columnCount(), 3);
    // Catalogue order: A100 SXM, RTX A6000, L40S.
    QCOMPARE(m_model->headerData(0, Qt::Horizontal).toString(), QStringLiteral("NVIDIA A100 SXM 80GB"));
    QCOMPARE(m_model->headerData(2, Qt::Horizontal, GpuCell::GpuIdRole).toString(), QStringLiteral("l40s"));
    QCOMPARE(m_model->headerData(ComparisonModel::rowOf(GpuField::MemorySize), Qt::Vertical).toString(),
             QStringLiteral("Memory"));
    QCOMPARE(cell(GpuField::MemorySize, "l40s").data().toString(), QStringLiteral("48 GB"));
    QCOMPARE(cell(GpuField::MemorySize, "a100-sxm-80gb").data(GpuCell::RawValueRole).toDouble(), 80.0);
    QCOMPARE(cell(GpuField::Fp8, "a100-sxm-80gb").data().toString(), QStringLiteral("–"));
    QVERIFY(cell(GpuField::Fp8, "a100-sxm-80gb").data(GpuCell::RawValueRole).isNull());
    QCOMPARE(ComparisonModel::fieldAt(ComparisonModel::rowOf(GpuField::Tdp)), GpuField::Tdp);
}

void tst_ComparisonModel::followsSelection()
{
    QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
    m_workspace->setSelection({QStringLiteral("mi300x"), QStringLiteral("no-such-gpu")});
    QCOMPARE(reset.count(), 1);
    QCOMPARE(m_model->columnCount(), 1);
    QCOMPARE(m_model->gpuAt(0)->id, std::string("mi300x"));
    m_workspace->setSelection({});
    QCOMPARE(m_model->columnCount(), 0);
    QVERIFY(!m_model->gpuAt(0));
}

void tst_ComparisonModel::bestAmongCompared()
{
    // Memory: 80 GB (A100) beats 48 GB twice.
    QVERIFY(cell(GpuField::MemorySize, "a100-sxm-80gb").data(GpuCell::BestValueRole).toBool());
    QVERIFY(cell(GpuField::MemorySize, "a100-sxm-80gb").data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(!cell(GpuField::MemorySize, "l40s").data(GpuCell::BestValueRole).toBool());
    // TDP: lower is better, 300 W (RTX A6000) against 350 W and 400 W.
    QVERIFY(cell(GpuField::Tdp, "rtx-a6000").data(GpuCell::BestValueRole).toBool());
    QVERIFY(!cell(GpuField::Tdp, "a100-sxm-80gb").data(GpuCell::BestValueRole).toBool());
    // FP8: only the L40S has it, and one figure has nothing to beat.
    QVERIFY(!cell(GpuField::Fp8, "l40s").data(GpuCell::BestValueRole).toBool());
    // Adding the H100 moves the memory mark to a tie of two 80 GB cards.
    m_workspace->setSelection(m_workspace->selection() << QStringLiteral("h100-sxm"));
    QVERIFY(cell(GpuField::MemorySize, "a100-sxm-80gb").data(GpuCell::BestValueRole).toBool());
    QVERIFY(cell(GpuField::MemorySize, "h100-sxm").data(GpuCell::BestValueRole).toBool());
    QVERIFY(cell(GpuField::Fp8, "h100-sxm").data(GpuCell::BestValueRole).toBool());
}

void tst_ComparisonModel::sparsityToggle()
{
    m_workspace->setSelection({QStringLiteral("h100-sxm")});
    const QModelIndex fp16 = cell(GpuField::Fp16, "h100-sxm");
    QCOMPARE(fp16.data().toString(), QStringLiteral("989.4 TFLOPS"));
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    m_model->setSparsity(Sparsity::Sparse);
    QVERIFY(!changed.isEmpty());
    QCOMPARE(fp16.data().toString(), QStringLiteral("1,979 TFLOPS"));
    QVERIFY(m_model->headerData(fp16.row(), Qt::Vertical).toString().contains(QStringLiteral("sparse")));
}

void tst_ComparisonModel::toolTipNamesTheSource()
{
    const auto* l40s = m_workspace->catalog().find("l40s");
    const auto* source = l40s->sourceFor(text::GpuFields::sourcePointer(GpuField::MemoryBandwidth, Sparsity::Dense));
    QVERIFY(source);
    const QString tip = cell(GpuField::MemoryBandwidth, "l40s").data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QString::fromStdString(source->title).toHtmlEscaped()), qPrintable(tip));
}

GPUATLAS_TEST_MAIN(tst_ComparisonModel)
#include "tst_ComparisonModel.moc"
