// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/LanguageManager.h"
#include "ui/models/GpuTableModel.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QSignalSpy>
#include <QTest>

using namespace gpuatlas;
using text::GpuField;
using text::Sparsity;
using ui::GpuCell;
using ui::GpuTableModel;

class tst_GpuTableModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void passesModelTester();
    void shape();
    void denseSparseToggleChangesFp16();
    void sparseNeverFallsBackToDense();
    void missingFigureIsNull();
    void toolTipNamesTheSource();
    void checkBoxWritesSelection();
    void selectionRepaintsCheckBoxes();
    void bestValueHigherIsBetter();
    void bestValueLowerTdpIsBetter();
    void bestValueFollowsScope();
    void customGpuIsMarked();
    void catalogueChangeResets();

private:
    QModelIndex cell(const char* id, GpuField field) const;

    std::unique_ptr<state::Workspace> m_workspace;
    std::unique_ptr<GpuTableModel> m_model;
};

void tst_GpuTableModel::initTestCase()
{
    QLocale::setDefault(text::LanguageManager::localeFor(QStringLiteral("en")));
}

void tst_GpuTableModel::init()
{
    m_model.reset();
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
    m_model = std::make_unique<GpuTableModel>(*m_workspace);
}

QModelIndex tst_GpuTableModel::cell(const char* id, GpuField field) const
{
    return m_model->index(m_model->rowOf(QString::fromLatin1(id)), GpuTableModel::columnOf(field));
}

void tst_GpuTableModel::passesModelTester()
{
    QAbstractItemModelTester tester(m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_model->setSparsity(Sparsity::Sparse);
    m_model->setHighlightScope([](int row) { return row % 2 == 0; });
    QVERIFY(m_model->setData(cell("l4", GpuField::Name), Qt::Checked, Qt::CheckStateRole));
    m_workspace->setSelection({});
    m_model->retranslate();
    m_workspace->setCatalog(m_workspace->catalog());
    m_model->setSparsity(Sparsity::Dense);
}

void tst_GpuTableModel::shape()
{
    QCOMPARE(m_model->rowCount(), static_cast<int>(m_workspace->catalog().size()));
    QCOMPARE(m_model->columnCount(), static_cast<int>(text::GpuFields::all().size()));
    QCOMPARE(m_model->headerData(GpuTableModel::columnOf(GpuField::MemorySize), Qt::Horizontal).toString(),
             QStringLiteral("Memory"));
    QCOMPARE(cell("h100-sxm", GpuField::Name).data().toString(), QStringLiteral("NVIDIA H100 SXM"));
    QCOMPARE(cell("h100-sxm", GpuField::Name).data(GpuCell::GpuIdRole).toString(), QStringLiteral("h100-sxm"));
    QVERIFY(cell("h100-sxm", GpuField::Name).flags().testFlag(Qt::ItemIsUserCheckable));
    QVERIFY(!cell("h100-sxm", GpuField::MemorySize).flags().testFlag(Qt::ItemIsUserCheckable));
    QCOMPARE(cell("h100-sxm", GpuField::MemorySize).data().toString(), QStringLiteral("80 GB"));
    QCOMPARE(cell("h100-sxm", GpuField::MemorySize).data(GpuCell::RawValueRole).toDouble(), 80.0);
    QCOMPARE(cell("h100-sxm", GpuField::MemoryBandwidth).data().toString(), QStringLiteral("3,350 GB/s"));
}

void tst_GpuTableModel::denseSparseToggleChangesFp16()
{
    const QModelIndex fp16 = cell("h100-sxm", GpuField::Fp16);
    QCOMPARE(fp16.data().toString(), QStringLiteral("989.4 TFLOPS"));
    QCOMPARE(fp16.data(GpuCell::RawValueRole).toDouble(), 989.4);
    const QString denseHeader = m_model->headerData(fp16.column(), Qt::Horizontal).toString();

    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    QSignalSpy headers(m_model.get(), &QAbstractItemModel::headerDataChanged);
    m_model->setSparsity(Sparsity::Sparse);
    QVERIFY(!changed.isEmpty());
    QVERIFY(!headers.isEmpty());
    QCOMPARE(fp16.data().toString(), QStringLiteral("1,979 TFLOPS"));
    QCOMPARE(fp16.data(GpuCell::RawValueRole).toDouble(), 1979.0);
    // The header says which figures are shown.
    QVERIFY(m_model->headerData(fp16.column(), Qt::Horizontal).toString() != denseHeader);
    QVERIFY(m_model->headerData(fp16.column(), Qt::Horizontal).toString().contains(QStringLiteral("sparse")));

    m_model->setSparsity(Sparsity::Dense);
    QCOMPARE(fp16.data().toString(), QStringLiteral("989.4 TFLOPS"));
}

void tst_GpuTableModel::sparseNeverFallsBackToDense()
{
    // The V100 has FP16 Tensor Cores but no 2:4 sparsity: its sparse cell must be
    // empty, not the dense figure.
    const auto* v100 = m_workspace->catalog().find("v100-sxm2-32gb");
    QVERIFY(v100);
    const auto& rate = v100->tensorRate(engine::TensorFormat::FP16);
    QVERIFY(rate.has_value());
    QVERIFY(!rate->sparse.has_value());
    m_model->setSparsity(Sparsity::Sparse);
    const QModelIndex fp16 = cell("v100-sxm2-32gb", GpuField::Fp16);
    QCOMPARE(fp16.data().toString(), QStringLiteral("–"));
    QVERIFY(fp16.data(GpuCell::RawValueRole).isNull());
}

void tst_GpuTableModel::missingFigureIsNull()
{
    // Ampere has no FP8.
    const QModelIndex fp8 = cell("a100-sxm-80gb", GpuField::Fp8);
    QCOMPARE(fp8.data().toString(), QStringLiteral("–"));
    QVERIFY(fp8.data(GpuCell::RawValueRole).isNull());
    QVERIFY(fp8.data(Qt::ToolTipRole).toString().contains(QStringLiteral("no such figure")));
}

void tst_GpuTableModel::toolTipNamesTheSource()
{
    const auto* h100 = m_workspace->catalog().find("h100-sxm");
    const auto* denseSource = h100->sourceFor(text::GpuFields::sourcePointer(GpuField::Fp16, Sparsity::Dense));
    const auto* sparseSource = h100->sourceFor(text::GpuFields::sourcePointer(GpuField::Fp16, Sparsity::Sparse));
    QVERIFY(denseSource && sparseSource);
    // The whitepaper backs the dense figures, the datasheet the sparse ones.
    QVERIFY(denseSource != sparseSource);

    const QString dense = cell("h100-sxm", GpuField::Fp16).data(Qt::ToolTipRole).toString();
    QVERIFY2(dense.contains(QString::fromStdString(denseSource->title).toHtmlEscaped()), qPrintable(dense));
    QVERIFY(dense.contains(QString::fromStdString(denseSource->url).toHtmlEscaped()));
    QVERIFY(dense.contains(QString::fromStdString(denseSource->retrieved)));
    QVERIFY(dense.contains(QStringLiteral("989.4 TFLOPS")));

    m_model->setSparsity(Sparsity::Sparse);
    const QString sparse = cell("h100-sxm", GpuField::Fp16).data(Qt::ToolTipRole).toString();
    QVERIFY2(sparse.contains(QString::fromStdString(sparseSource->title).toHtmlEscaped()), qPrintable(sparse));
    QVERIFY(!sparse.contains(QString::fromStdString(denseSource->title).toHtmlEscaped()));
}

void tst_GpuTableModel::checkBoxWritesSelection()
{
    m_workspace->setSelection({});
    const QModelIndex l4 = cell("l4", GpuField::Name);
    QCOMPARE(l4.data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Unchecked);
    QSignalSpy selection(m_workspace.get(), &state::Workspace::selectionChanged);
    QVERIFY(m_model->setData(l4, Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(selection.count(), 1);
    QCOMPARE(m_workspace->selection(), QStringList{QStringLiteral("l4")});
    QCOMPARE(l4.data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Checked);

    QVERIFY(m_model->setData(cell("h100-sxm", GpuField::Name), Qt::Checked, Qt::CheckStateRole));
    // Catalogue order, whatever the order of ticking.
    QCOMPARE(m_workspace->selection(), (QStringList{QStringLiteral("h100-sxm"), QStringLiteral("l4")}));
    QVERIFY(m_model->setData(l4, Qt::Unchecked, Qt::CheckStateRole));
    QCOMPARE(m_workspace->selection(), QStringList{QStringLiteral("h100-sxm")});
    // Only the name column has the box.
    QVERIFY(!m_model->setData(cell("l4", GpuField::MemorySize), Qt::Checked, Qt::CheckStateRole));
    QVERIFY(!cell("l4", GpuField::MemorySize).data(Qt::CheckStateRole).isValid());
}

void tst_GpuTableModel::selectionRepaintsCheckBoxes()
{
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    m_workspace->setSelection({QStringLiteral("mi300x")});
    QCOMPARE(changed.count(), 1);
    QVERIFY(changed.first().at(2).value<QList<int>>().contains(Qt::CheckStateRole));
    QCOMPARE(cell("mi300x", GpuField::Name).data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Checked);
    QCOMPARE(cell("h100-sxm", GpuField::Name).data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Unchecked);
}

void tst_GpuTableModel::bestValueHigherIsBetter()
{
    double most = 0;
    for (const auto& gpu : m_workspace->catalog().gpus())
        most = std::max(most, gpu.memoryGB);
    int marked = 0;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex memory = m_model->index(row, GpuTableModel::columnOf(GpuField::MemorySize));
        const bool best = memory.data(GpuCell::BestValueRole).toBool();
        QCOMPARE(best, m_model->gpuAt(row)->memoryGB == most);
        QCOMPARE(memory.data(Qt::FontRole).value<QFont>().bold(), best);
        QCOMPARE(memory.data(Qt::BackgroundRole).isValid(), best);
        marked += best ? 1 : 0;
    }
    QVERIFY(marked >= 1);
    // A year is not a figure of merit.
    for (int row = 0; row < m_model->rowCount(); ++row)
        QVERIFY(
            !m_model->index(row, GpuTableModel::columnOf(GpuField::LaunchYear)).data(GpuCell::BestValueRole).toBool());
}

void tst_GpuTableModel::bestValueLowerTdpIsBetter()
{
    double least = 1e9;
    for (const auto& gpu : m_workspace->catalog().gpus())
        least = std::min(least, gpu.tdpW);
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex tdp = m_model->index(row, GpuTableModel::columnOf(GpuField::Tdp));
        QCOMPARE(tdp.data(GpuCell::BestValueRole).toBool(), m_model->gpuAt(row)->tdpW == least);
    }
}

void tst_GpuTableModel::bestValueFollowsScope()
{
    // Only the two AMD GPUs in scope: the larger memory of the two is the best.
    const int mi300x = m_model->rowOf(QStringLiteral("mi300x"));
    const int mi325x = m_model->rowOf(QStringLiteral("mi325x"));
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    m_model->setHighlightScope([&](int row) { return row == mi300x || row == mi325x; });
    QVERIFY(!changed.isEmpty());
    const auto* a = m_model->gpuAt(mi300x);
    const auto* b = m_model->gpuAt(mi325x);
    QVERIFY(a->memoryGB != b->memoryGB);
    const bool aBest = a->memoryGB > b->memoryGB;
    QCOMPARE(cell("mi300x", GpuField::MemorySize).data(GpuCell::BestValueRole).toBool(), aBest);
    QCOMPARE(cell("mi325x", GpuField::MemorySize).data(GpuCell::BestValueRole).toBool(), !aBest);
    // Equal figures mark nothing: both have the same FP32.
    if (a->fp32Tflops == b->fp32Tflops)
        QVERIFY(!cell("mi300x", GpuField::Fp32).data(GpuCell::BestValueRole).toBool());
    // Rows out of scope are never marked.
    QVERIFY(!cell("b200", GpuField::Fp16).data(GpuCell::BestValueRole).toBool());

    // Without a scope every row counts again: an NVIDIA GPU can hold the best FP16.
    m_model->setHighlightScope({});
    double most = 0;
    for (const auto& gpu : m_workspace->catalog().gpus())
        most = std::max(most, gpu.tensorRate(engine::TensorFormat::FP16)->dense);
    QCOMPARE(cell("b200", GpuField::Fp16).data(GpuCell::BestValueRole).toBool(),
             m_workspace->catalog().find("b200")->tensorRate(engine::TensorFormat::FP16)->dense == most);
}

void tst_GpuTableModel::customGpuIsMarked()
{
    engine::Gpu mine = *m_workspace->catalog().find("l4");
    mine.id = "my-l4";
    mine.name = "My L4";
    mine.custom = true;
    m_workspace->setCatalog(m_workspace->catalog().mergedWith(std::vector<engine::Gpu>{mine}));
    const QModelIndex name = cell("my-l4", GpuField::Name);
    QVERIFY(name.isValid());
    QVERIFY(name.data(GpuCell::CustomGpuRole).toBool());
    QVERIFY(name.data(Qt::FontRole).value<QFont>().italic());
    QVERIFY(!cell("l4", GpuField::Name).data(GpuCell::CustomGpuRole).toBool());
}

void tst_GpuTableModel::catalogueChangeResets()
{
    QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
    const auto smaller =
        std::vector<engine::Gpu>(m_workspace->catalog().gpus().begin(), m_workspace->catalog().gpus().begin() + 3);
    m_workspace->setCatalog(engine::Catalog(smaller));
    QCOMPARE(reset.count(), 1);
    QCOMPARE(m_model->rowCount(), 3);
}

GPUATLAS_TEST_MAIN(tst_GpuTableModel)
#include "tst_GpuTableModel.moc"
