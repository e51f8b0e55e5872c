// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/LanguageManager.h"
#include "ui/models/GpuFilterProxyModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace gpuatlas;
using text::GpuField;
using ui::GpuCell;
using ui::GpuFilterProxyModel;
using ui::GpuTableModel;

class tst_GpuFilterProxyModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void passesModelTester();
    void memorySortsNumerically_data();
    void memorySortsNumerically();
    void missingFiguresSortLast_data();
    void missingFiguresSortLast();
    void namesSortNaturally();
    void filterByVendor();
    void filterByArchitecture();
    void filterByMarket();
    void filterByFormFactor();
    void newFiltersPassModelTester();
    void filterByMinimumMemory();
    void filterByLink();
    void filterBySearchWords();
    void filtersCombineAndClear();
    void bestValueAmongShownRows();

private:
    QStringList shownIds() const;
    int proxyRowOf(const char* id) const;

    std::unique_ptr<state::Workspace> m_workspace;
    std::unique_ptr<GpuTableModel> m_model;
    std::unique_ptr<GpuFilterProxyModel> m_proxy;
};

void tst_GpuFilterProxyModel::initTestCase()
{
    QLocale::setDefault(text::LanguageManager::localeFor(QStringLiteral("en")));
}

void tst_GpuFilterProxyModel::init()
{
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
    m_model = std::make_unique<GpuTableModel>(*m_workspace);
    m_proxy = std::make_unique<GpuFilterProxyModel>();
    m_proxy->setSourceModel(m_model.get());
}

void tst_GpuFilterProxyModel::cleanup()
{
    m_proxy.reset();
    m_model.reset();
    m_workspace.reset();
}

QStringList tst_GpuFilterProxyModel::shownIds() const
{
    QStringList ids;
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        ids << m_proxy->index(row, 0).data(GpuCell::GpuIdRole).toString();
    return ids;
}

int tst_GpuFilterProxyModel::proxyRowOf(const char* id) const
{
    return static_cast<int>(shownIds().indexOf(QString::fromLatin1(id)));
}

void tst_GpuFilterProxyModel::passesModelTester()
{
    QAbstractItemModelTester tester(m_proxy.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_proxy->sort(GpuTableModel::columnOf(GpuField::MemorySize), Qt::DescendingOrder);
    m_proxy->setVendor(QStringLiteral("NVIDIA"));
    m_proxy->setMinimumMemoryGB(48);
    m_model->setSparsity(text::Sparsity::Sparse);
    m_proxy->setSearchText(QStringLiteral("h1"));
    m_proxy->setLinkRequired(true);
    m_workspace->setSelection({QStringLiteral("h100-sxm")});
    m_proxy->sort(GpuTableModel::columnOf(GpuField::Fp8), Qt::AscendingOrder);
    m_proxy->setSearchText({});
    m_proxy->setVendor({});
    m_workspace->setCatalog(m_workspace->catalog());
}

void tst_GpuFilterProxyModel::memorySortsNumerically_data()
{
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::newRow("ascending") << Qt::AscendingOrder;
    QTest::newRow("descending") << Qt::DescendingOrder;
}

void tst_GpuFilterProxyModel::memorySortsNumerically()
{
    QFETCH(Qt::SortOrder, order);
    const int column = GpuTableModel::columnOf(GpuField::MemorySize);
    m_proxy->sort(column, order);
    // As text "141 GB" < "24 GB" < "48 GB" < "80 GB"; as numbers the other way round.
    const int rtx4090 = proxyRowOf("rtx-4090"); // 24 GB
    const int l40s = proxyRowOf("l40s");        // 48 GB
    const int h100 = proxyRowOf("h100-sxm");    // 80 GB
    const int h200 = proxyRowOf("h200-sxm");    // 141 GB
    QCOMPARE(m_proxy->index(rtx4090, column).data().toString(), QStringLiteral("24 GB"));
    QCOMPARE(m_proxy->index(h200, column).data().toString(), QStringLiteral("141 GB"));
    if (order == Qt::AscendingOrder) {
        QVERIFY(rtx4090 < l40s && l40s < h100 && h100 < h200);
    } else {
        QVERIFY(rtx4090 > l40s && l40s > h100 && h100 > h200);
    }
    for (int row = 1; row < m_proxy->rowCount(); ++row) {
        const double before = m_proxy->index(row - 1, column).data(GpuCell::RawValueRole).toDouble();
        const double after = m_proxy->index(row, column).data(GpuCell::RawValueRole).toDouble();
        QVERIFY(order == Qt::AscendingOrder ? before <= after : before >= after);
    }
}

void tst_GpuFilterProxyModel::missingFiguresSortLast_data()
{
    QTest::addColumn<GpuField>("field");
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::newRow("fp8 ascending") << GpuField::Fp8 << Qt::AscendingOrder;
    QTest::newRow("fp8 descending") << GpuField::Fp8 << Qt::DescendingOrder;
    QTest::newRow("fp4 ascending") << GpuField::Fp4 << Qt::AscendingOrder;
    QTest::newRow("fp4 descending") << GpuField::Fp4 << Qt::DescendingOrder;
}

void tst_GpuFilterProxyModel::missingFiguresSortLast()
{
    QFETCH(GpuField, field);
    QFETCH(Qt::SortOrder, order);
    const int column = GpuTableModel::columnOf(field);
    m_proxy->sort(column, order);
    int missing = 0;
    bool seenMissing = false;
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const QModelIndex index = m_proxy->index(row, column);
        if (index.data(GpuCell::RawValueRole).isNull()) {
            QCOMPARE(index.data().toString(), QStringLiteral("–"));
            seenMissing = true;
            ++missing;
        } else {
            QVERIFY2(!seenMissing, "a figure listed after a missing one");
        }
    }
    QVERIFY(missing > 0);
    QVERIFY(missing < m_proxy->rowCount());
}

void tst_GpuFilterProxyModel::namesSortNaturally()
{
    m_proxy->setVendor(QStringLiteral("NVIDIA"));
    m_proxy->setSearchText(QStringLiteral("a100"));
    m_proxy->sort(GpuTableModel::columnOf(GpuField::Name), Qt::AscendingOrder);
    QCOMPARE(shownIds(), (QStringList{QStringLiteral("a100-pcie-40gb"), QStringLiteral("a100-pcie-80gb"),
                                      QStringLiteral("a100-sxm-80gb")}));
    // Sorting by name in the other direction, then back to the catalogue's order.
    m_proxy->sort(GpuTableModel::columnOf(GpuField::Name), Qt::DescendingOrder);
    QCOMPARE(shownIds().first(), QStringLiteral("a100-sxm-80gb"));
    m_proxy->sort(-1);
    QCOMPARE(shownIds().first(), QStringLiteral("a100-sxm-80gb"));
}

void tst_GpuFilterProxyModel::filterByVendor()
{
    QSignalSpy changed(m_proxy.get(), &GpuFilterProxyModel::filterChanged);
    m_proxy->setVendor(QStringLiteral("AMD"));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(shownIds(), (QStringList{QStringLiteral("mi300x"), QStringLiteral("mi325x"), QStringLiteral("mi350x"),
                                      QStringLiteral("mi355x")}));
    m_proxy->setVendor(QStringLiteral("Intel"));
    QCOMPARE(shownIds(), QStringList{QStringLiteral("gaudi3")});
    m_proxy->setVendor(QStringLiteral("NVIDIA"));
    QCOMPARE(m_proxy->rowCount(), m_model->rowCount() - 5);
    QVERIFY(!shownIds().contains(QStringLiteral("mi300x")));
}

void tst_GpuFilterProxyModel::filterByArchitecture()
{
    m_proxy->setArchitecture(QStringLiteral("Ampere"));
    QVERIFY(m_proxy->rowCount() >= 5);
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        QCOMPARE(QString::fromStdString(m_proxy->gpuAt(row)->architecture), QStringLiteral("Ampere"));
    QVERIFY(shownIds().contains(QStringLiteral("rtx-a6000")));
    QVERIFY(!shownIds().contains(QStringLiteral("h100-sxm")));
}

void tst_GpuFilterProxyModel::filterByMarket()
{
    QSignalSpy changed(m_proxy.get(), &GpuFilterProxyModel::filterChanged);
    m_proxy->setMarket(QStringLiteral("china"));
    QCOMPARE(changed.count(), 1);
    const QStringList china = shownIds();
    QCOMPARE(QSet<QString>(china.begin(), china.end()),
             (QSet<QString>{QStringLiteral("h20"), QStringLiteral("h800"), QStringLiteral("a800-80gb"),
                            QStringLiteral("l20"), QStringLiteral("rtx-4090-d"), QStringLiteral("rtx-5090-d")}));
    // Setting the same value again neither refilters nor signals.
    m_proxy->setMarket(QStringLiteral("china"));
    QCOMPARE(changed.count(), 1);
    m_proxy->setMarket(QStringLiteral("global"));
    QCOMPARE(m_proxy->rowCount(), m_model->rowCount() - static_cast<int>(china.size()));
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        QCOMPARE(m_proxy->gpuAt(row)->market, engine::Market::Global);
    QVERIFY(shownIds().contains(QStringLiteral("h100-sxm")));
    // Combined with the generation: the China-market Hopper parts.
    m_proxy->setMarket(QStringLiteral("china"));
    m_proxy->setArchitecture(QStringLiteral("Hopper"));
    QCOMPARE(shownIds(), (QStringList{QStringLiteral("h20"), QStringLiteral("h800")}));
    m_proxy->setMarket({});
    m_proxy->setArchitecture({});
    QCOMPARE(m_proxy->rowCount(), m_model->rowCount());
}

void tst_GpuFilterProxyModel::filterByFormFactor()
{
    m_proxy->setFormFactor(QStringLiteral("Superchip"));
    QCOMPARE(shownIds(), (QStringList{QStringLiteral("gb200"), QStringLiteral("gb300")}));
    m_proxy->setFormFactor(QStringLiteral("Desktop"));
    QCOMPARE(shownIds(), QStringList{QStringLiteral("gb10")});
    m_proxy->setFormFactor(QStringLiteral("OAM"));
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        QCOMPARE(m_proxy->gpuAt(row)->formFactor, engine::FormFactor::OAM);
    QVERIFY(shownIds().contains(QStringLiteral("gaudi3")));
    QVERIFY(shownIds().contains(QStringLiteral("mi355x")));
    // A PCIe card that also fits China's rules.
    m_proxy->setFormFactor(QStringLiteral("PCIe"));
    m_proxy->setMarket(QStringLiteral("china"));
    const QStringList shown = shownIds();
    QCOMPARE(QSet<QString>(shown.begin(), shown.end()),
             (QSet<QString>{QStringLiteral("l20"), QStringLiteral("rtx-4090-d"), QStringLiteral("rtx-5090-d")}));
    m_proxy->setFormFactor(QStringLiteral("no such form"));
    QCOMPARE(m_proxy->rowCount(), 0);
    m_proxy->setFormFactor({});
    m_proxy->setMarket({});
    QCOMPARE(m_proxy->rowCount(), m_model->rowCount());
}

void tst_GpuFilterProxyModel::newFiltersPassModelTester()
{
    QAbstractItemModelTester tester(m_proxy.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_proxy->sort(GpuTableModel::columnOf(GpuField::Fp4), Qt::DescendingOrder);
    m_proxy->setMarket(QStringLiteral("china"));
    m_proxy->setFormFactor(QStringLiteral("SXM"));
    QCOMPARE(shownIds(), (QStringList{QStringLiteral("h20"), QStringLiteral("h800"), QStringLiteral("a800-80gb")}));
    m_proxy->setMarket(QStringLiteral("global"));
    m_proxy->sort(GpuTableModel::columnOf(GpuField::Market), Qt::AscendingOrder);
    m_proxy->setFormFactor(QStringLiteral("Superchip"));
    m_workspace->setCatalog(m_workspace->catalog());
    m_proxy->setFormFactor({});
    m_proxy->setMarket({});
    QCOMPARE(m_proxy->rowCount(), m_model->rowCount());
}

void tst_GpuFilterProxyModel::filterByMinimumMemory()
{
    m_proxy->setMinimumMemoryGB(80);
    QVERIFY(m_proxy->rowCount() > 0);
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        QVERIFY(m_proxy->gpuAt(row)->memoryGB >= 80);
    QVERIFY(shownIds().contains(QStringLiteral("h100-sxm")));
    QVERIFY(!shownIds().contains(QStringLiteral("l40s")));
    m_proxy->setMinimumMemoryGB(0);
    QCOMPARE(m_proxy->rowCount(), m_model->rowCount());
}

void tst_GpuFilterProxyModel::filterByLink()
{
    m_proxy->setLinkRequired(true);
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        QVERIFY(m_proxy->gpuAt(row)->interconnect.has_value());
    QVERIFY(shownIds().contains(QStringLiteral("rtx-a6000"))); // NVLink bridge
    QVERIFY(shownIds().contains(QStringLiteral("mi300x")));    // Infinity Fabric
    QVERIFY(!shownIds().contains(QStringLiteral("l40s")));
    QVERIFY(!shownIds().contains(QStringLiteral("rtx-4090")));
}

void tst_GpuFilterProxyModel::filterBySearchWords()
{
    m_proxy->setSearchText(QStringLiteral("h100 PCIe"));
    QCOMPARE(shownIds(), QStringList{QStringLiteral("h100-pcie")});
    m_proxy->setSearchText(QStringLiteral("hbm3e"));
    QVERIFY(shownIds().contains(QStringLiteral("h200-sxm")));
    QVERIFY(!shownIds().contains(QStringLiteral("h100-sxm")));
    m_proxy->setSearchText(QStringLiteral("no such gpu"));
    QCOMPARE(m_proxy->rowCount(), 0);
    m_proxy->setSearchText(QStringLiteral("  "));
    QCOMPARE(m_proxy->rowCount(), m_model->rowCount());
}

void tst_GpuFilterProxyModel::filtersCombineAndClear()
{
    m_proxy->setVendor(QStringLiteral("NVIDIA"));
    m_proxy->setMinimumMemoryGB(48);
    m_proxy->setLinkRequired(false);
    m_proxy->setArchitecture(QStringLiteral("Ada Lovelace"));
    const QStringList shown = shownIds();
    QCOMPARE(QSet<QString>(shown.begin(), shown.end()),
             (QSet<QString>{QStringLiteral("l40s"), QStringLiteral("l40"), QStringLiteral("rtx-6000-ada"),
                            QStringLiteral("l20")}));
    m_proxy->setVendor({});
    m_proxy->setMinimumMemoryGB(0);
    m_proxy->setArchitecture({});
    QCOMPARE(m_proxy->rowCount(), m_model->rowCount());
}

void tst_GpuFilterProxyModel::bestValueAmongShownRows()
{
    const int memory = GpuTableModel::columnOf(GpuField::MemorySize);
    // Among every GPU an AMD card has the most memory...
    const auto bestRows = [&] {
        QStringList ids;
        for (int row = 0; row < m_proxy->rowCount(); ++row) {
            if (m_proxy->index(row, memory).data(GpuCell::BestValueRole).toBool())
                ids << m_proxy->index(row, 0).data(GpuCell::GpuIdRole).toString();
        }
        return ids;
    };
    QVERIFY(bestRows().contains(QStringLiteral("mi355x")));
    // ...among the NVIDIA ones shown after filtering, an NVIDIA card is marked.
    QSignalSpy changed(m_proxy.get(), &QAbstractItemModel::dataChanged);
    m_proxy->setVendor(QStringLiteral("NVIDIA"));
    QVERIFY(!changed.isEmpty());
    double most = 0;
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        most = std::max(most, m_proxy->gpuAt(row)->memoryGB);
    const QStringList best = bestRows();
    QVERIFY(!best.isEmpty());
    for (const QString& id : best)
        QCOMPARE(m_workspace->catalog().find(id.toStdString())->memoryGB, most);
    QVERIFY(most < m_workspace->catalog().find("mi355x")->memoryGB);
}

GPUATLAS_TEST_MAIN(tst_GpuFilterProxyModel)
#include "tst_GpuFilterProxyModel.moc"
