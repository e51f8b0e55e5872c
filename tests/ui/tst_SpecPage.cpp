// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/LanguageManager.h"
#include "ui/models/ComparisonModel.h"
#include "ui/models/GpuFilterProxyModel.h"
#include "ui/pages/SpecPage.h"
#include "ui/pages/SpecPageSettings.h"
#include "ui/widgets/FrozenColumnTableView.h"
#include "ui/widgets/GpuDetailPane.h"
#include "ui/widgets/SpecFilterBar.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTest>

using namespace gpuatlas;
using text::GpuField;
using text::Sparsity;
using ui::GpuTableModel;
using ui::SpecPage;

class tst_SpecPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void filterBarDrivesTheProxy();
    void architecturesFollowVendor();
    void architecturesListedByGeneration();
    void marketAndFormFactorDriveTheProxy();
    void filtersAreRemembered();
    void orientationSwitchesViews();
    void sparsityActionsSwitchBothModels();
    void columnChoiceHidesColumnsAndRows();
    void currentGpuFeedsTheDetailPane();
    void frozenNameColumnStaysWhileScrolling();
    void findShortcutFocusesSearch();
    void languageSwitchRefreshesData();
    void settingsRoundTrip();

private:
    int proxyRowOf(const char* id) const;

    std::unique_ptr<state::Workspace> m_workspace;
    std::unique_ptr<text::LanguageManager> m_languages;
    std::unique_ptr<SpecPage> m_page;
};

void tst_SpecPage::initTestCase()
{
    QLocale::setDefault(text::LanguageManager::localeFor(QStringLiteral("en")));
}

void tst_SpecPage::init()
{
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
    m_languages = std::make_unique<text::LanguageManager>();
    m_page = std::make_unique<SpecPage>(*m_workspace, *m_languages);
    m_page->resize(1200, 700);
}

void tst_SpecPage::cleanup()
{
    m_page.reset();
    m_languages.reset();
    m_workspace.reset();
}

int tst_SpecPage::proxyRowOf(const char* id) const
{
    const auto* proxy = m_page->proxyModel();
    for (int row = 0; row < proxy->rowCount(); ++row) {
        if (proxy->gpuAt(row)->id == id)
            return row;
    }
    return -1;
}

void tst_SpecPage::filterBarDrivesTheProxy()
{
    auto* bar = m_page->filterBar();
    QSignalSpy shown(m_page.get(), &SpecPage::shownCountChanged);
    const int all = m_page->shownCount();
    QCOMPARE(all, static_cast<int>(m_workspace->catalog().size()));

    bar->vendorBox()->setCurrentIndex(bar->vendorBox()->findData(QStringLiteral("AMD")));
    QCOMPARE(m_page->proxyModel()->vendor(), QStringLiteral("AMD"));
    QCOMPARE(m_page->shownCount(), 4);
    QVERIFY(!shown.isEmpty());
    QCOMPARE(shown.last().at(0).toInt(), 4);

    bar->clearFilters();
    QCOMPARE(m_page->shownCount(), all);
    bar->memoryBox()->setCurrentIndex(bar->memoryBox()->findData(80.0));
    QCOMPARE(m_page->proxyModel()->minimumMemoryGB(), 80.0);
    QVERIFY(m_page->shownCount() < all);
    bar->linkBox()->setChecked(true);
    QVERIFY(m_page->proxyModel()->linkRequired());
    bar->searchBox()->setText(QStringLiteral("  H200 "));
    QCOMPARE(m_page->proxyModel()->searchText(), QStringLiteral("H200"));
    QVERIFY(m_page->shownCount() >= 1);
    for (int row = 0; row < m_page->shownCount(); ++row)
        QVERIFY(QString::fromStdString(m_page->proxyModel()->gpuAt(row)->name).contains(QStringLiteral("H200")));
    bar->clearFilters();
    QCOMPARE(m_page->shownCount(), all);
}

void tst_SpecPage::architecturesFollowVendor()
{
    auto* bar = m_page->filterBar();
    QVERIFY(bar->architectureBox()->findData(QStringLiteral("CDNA 3")) > 0);
    bar->architectureBox()->setCurrentIndex(bar->architectureBox()->findData(QStringLiteral("Hopper")));
    bar->vendorBox()->setCurrentIndex(bar->vendorBox()->findData(QStringLiteral("AMD")));
    // Only AMD's architectures are offered, and the NVIDIA one chosen before is dropped.
    QCOMPARE(bar->architectureBox()->findData(QStringLiteral("Hopper")), -1);
    QVERIFY(bar->architectureBox()->findData(QStringLiteral("CDNA 3")) > 0);
    QCOMPARE(m_page->proxyModel()->architecture(), QString());
    QCOMPARE(m_page->shownCount(), 4);
}

void tst_SpecPage::architecturesListedByGeneration()
{
    // The architecture is the generation: oldest first, whatever the name.
    const QComboBox* box = m_page->filterBar()->architectureBox();
    const auto at = [box](const char* name) { return box->findData(QString::fromLatin1(name)); };
    QVERIFY(at("Volta") > 0);
    QVERIFY(at("Volta") < at("Turing"));
    QVERIFY(at("Turing") < at("Ampere"));
    QVERIFY(at("Ampere") < at("Hopper"));
    QVERIFY(at("Hopper") < at("Blackwell"));
    QVERIFY(at("CDNA 3") < at("CDNA 4"));
    QVERIFY(at("Gaudi 3") > 0);
    QCOMPARE(box->itemData(0).toString(), QString());
}

void tst_SpecPage::marketAndFormFactorDriveTheProxy()
{
    auto* bar = m_page->filterBar();
    QComboBox* market = bar->marketBox();
    QCOMPARE(market->count(), 3); // all, global, China
    QCOMPARE(market->itemText(market->findData(QStringLiteral("china"))), QStringLiteral("China"));
    market->setCurrentIndex(market->findData(QStringLiteral("china")));
    QCOMPARE(m_page->proxyModel()->market(), QStringLiteral("china"));
    QCOMPARE(m_page->shownCount(), 6);

    QComboBox* form = bar->formFactorBox();
    for (const char* id : {"SXM", "PCIe", "OAM", "Superchip", "Desktop"})
        QVERIFY2(form->findData(QString::fromLatin1(id)) > 0, id);
    QCOMPARE(form->itemText(form->findData(QStringLiteral("Desktop"))), QStringLiteral("Desktop system"));
    form->setCurrentIndex(form->findData(QStringLiteral("PCIe")));
    QCOMPARE(m_page->proxyModel()->formFactor(), QStringLiteral("PCIe"));
    QCOMPARE(m_page->shownCount(), 3); // L20, RTX 4090 D, RTX 5090 D

    market->setCurrentIndex(0);
    form->setCurrentIndex(form->findData(QStringLiteral("Superchip")));
    QCOMPARE(m_page->shownCount(), 2);
    bar->clearFilters();
    QCOMPARE(m_page->proxyModel()->formFactor(), QString());
    QCOMPARE(m_page->proxyModel()->market(), QString());
    QCOMPARE(m_page->shownCount(), static_cast<int>(m_workspace->catalog().size()));
}

void tst_SpecPage::filtersAreRemembered()
{
    // The app's settings (the test environment's own folder), through SpecPageSettings.
    QSettings settings;
    settings.clear();
    auto* bar = m_page->filterBar();
    bar->vendorBox()->setCurrentIndex(bar->vendorBox()->findData(QStringLiteral("NVIDIA")));
    bar->architectureBox()->setCurrentIndex(bar->architectureBox()->findData(QStringLiteral("Hopper")));
    bar->marketBox()->setCurrentIndex(bar->marketBox()->findData(QStringLiteral("china")));
    bar->formFactorBox()->setCurrentIndex(bar->formFactorBox()->findData(QStringLiteral("SXM")));
    bar->memoryBox()->setCurrentIndex(bar->memoryBox()->findData(80.0));
    bar->linkBox()->setChecked(true);
    bar->searchBox()->setText(QStringLiteral("h"));
    const int shown = m_page->shownCount();
    QCOMPARE(shown, 2); // H20 and H800
    ui::SpecPageSettings::save(*m_page);

    SpecPage other(*m_workspace, *m_languages);
    ui::SpecPageSettings::restore(other);
    const auto* proxy = other.proxyModel();
    QCOMPARE(proxy->vendor(), QStringLiteral("NVIDIA"));
    QCOMPARE(proxy->architecture(), QStringLiteral("Hopper"));
    QCOMPARE(proxy->market(), QStringLiteral("china"));
    QCOMPARE(proxy->formFactor(), QStringLiteral("SXM"));
    QCOMPARE(proxy->minimumMemoryGB(), 80.0);
    QVERIFY(proxy->linkRequired());
    QCOMPARE(proxy->searchText(), QStringLiteral("h"));
    QCOMPARE(other.shownCount(), shown);
    QCOMPARE(other.filterBar()->marketBox()->currentData().toString(), QStringLiteral("china"));
    // The market box is the workspace's market (View > Market, saved by MarketChoice), not
    // a filter of its own: every view of it follows a change.
    QCOMPARE(m_workspace->market(), engine::MarketScope::China);
    m_workspace->setMarket(engine::MarketScope::Global);
    QCOMPARE(other.filterBar()->marketBox()->currentData().toString(), QStringLiteral("global"));
    QCOMPARE(proxy->market(), QStringLiteral("global"));
    m_workspace->setMarket(engine::MarketScope::All);
    QCOMPARE(proxy->market(), QString());

    // A choice the catalogue no longer offers falls back to "all".
    settings.setValue(QStringLiteral("spec/filter/architecture"), QStringLiteral("Fermi"));
    settings.sync();
    SpecPage third(*m_workspace, *m_languages);
    ui::SpecPageSettings::restore(third);
    QCOMPARE(third.proxyModel()->market(), QString());
    QCOMPARE(third.proxyModel()->architecture(), QString());
    QCOMPARE(third.proxyModel()->formFactor(), QStringLiteral("SXM"));
}

void tst_SpecPage::orientationSwitchesViews()
{
    auto* stack = qobject_cast<QStackedWidget*>(m_page->tableView()->parentWidget());
    QVERIFY(stack);
    QCOMPARE(stack->currentWidget(), m_page->tableView());
    m_workspace->setSelection({QStringLiteral("h100-sxm"), QStringLiteral("l4")});
    m_page->orientationActions().at(1)->trigger();
    QCOMPARE(m_page->orientation(), SpecPage::Orientation::GpusAsColumns);
    QCOMPARE(stack->currentWidget(), m_page->comparisonView());
    QCOMPARE(m_page->comparisonView()->model()->columnCount(), 2);
    QVERIFY(!m_page->filterBar()->isEnabled());
    // Nothing ticked: a hint instead of an empty grid.
    m_workspace->setSelection({});
    QVERIFY(stack->currentWidget() != m_page->comparisonView());
    QVERIFY(stack->currentWidget() != m_page->tableView());
    m_workspace->setSelection({QStringLiteral("l4")});
    QCOMPARE(stack->currentWidget(), m_page->comparisonView());
    m_page->orientationActions().at(0)->trigger();
    QCOMPARE(stack->currentWidget(), m_page->tableView());
    QVERIFY(m_page->filterBar()->isEnabled());
}

void tst_SpecPage::sparsityActionsSwitchBothModels()
{
    const QList<QAction*> actions = m_page->sparsityActions();
    QVERIFY(actions.at(0)->isChecked());
    actions.at(1)->trigger();
    QCOMPARE(m_page->sparsity(), Sparsity::Sparse);
    QCOMPARE(m_page->tableModel()->sparsity(), Sparsity::Sparse);
    QCOMPARE(m_page->comparisonModel()->sparsity(), Sparsity::Sparse);
    const int row = m_page->tableModel()->rowOf(QStringLiteral("h100-sxm"));
    QCOMPARE(m_page->tableModel()->index(row, GpuTableModel::columnOf(GpuField::Fp16)).data().toString(),
             QStringLiteral("1,979 TFLOPS"));
    actions.at(0)->trigger();
    QCOMPARE(m_page->sparsity(), Sparsity::Dense);
    QVERIFY(actions.at(0)->isChecked() && !actions.at(1)->isChecked());
}

void tst_SpecPage::columnChoiceHidesColumnsAndRows()
{
    QVERIFY(m_page->tableView()->isColumnHidden(GpuTableModel::columnOf(GpuField::Mig)));
    QVERIFY(!m_page->tableView()->isColumnHidden(GpuTableModel::columnOf(GpuField::MemorySize)));
    m_page->setVisibleFields({GpuField::Mig, GpuField::Tdp});
    QCOMPARE(m_page->visibleFields(), (QList<GpuField>{GpuField::Name, GpuField::Tdp, GpuField::Mig}));
    QVERIFY(!m_page->tableView()->isColumnHidden(GpuTableModel::columnOf(GpuField::Mig)));
    QVERIFY(m_page->tableView()->isColumnHidden(GpuTableModel::columnOf(GpuField::MemorySize)));
    QVERIFY(!m_page->tableView()->isColumnHidden(GpuTableModel::columnOf(GpuField::Name)));
    m_workspace->setSelection({QStringLiteral("l4")});
    // The comparison hides the same fields, also after it was rebuilt.
    QVERIFY(m_page->comparisonView()->isRowHidden(ui::ComparisonModel::rowOf(GpuField::MemorySize)));
    QVERIFY(!m_page->comparisonView()->isRowHidden(ui::ComparisonModel::rowOf(GpuField::Tdp)));
}

void tst_SpecPage::currentGpuFeedsTheDetailPane()
{
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    const int row = proxyRowOf("l40s");
    const QModelIndex index = m_page->proxyModel()->index(row, GpuTableModel::columnOf(GpuField::MemorySize));
    QTest::mouseClick(m_page->tableView()->viewport(), Qt::LeftButton, {},
                      m_page->tableView()->visualRect(index).center());
    QCOMPARE(m_page->currentGpuId(), QStringLiteral("l40s"));
    QCOMPARE(m_page->detailPane()->gpu()->id, std::string("l40s"));
    QVERIFY(m_page->detailPane()->toPlainText().contains(QStringLiteral("NVIDIA L40S")));

    m_page->setCurrentGpu(QStringLiteral("b200"));
    QCOMPARE(m_page->tableView()->currentIndex().row(), proxyRowOf("b200"));
    QCOMPARE(m_page->detailPane()->gpu()->id, std::string("b200"));
    m_page->setCurrentGpu(QStringLiteral("no-such-gpu"));
    QCOMPARE(m_page->currentGpuId(), QString());
    QVERIFY(!m_page->detailPane()->gpu());
}

void tst_SpecPage::frozenNameColumnStaysWhileScrolling()
{
    const QList<GpuField> all(text::GpuFields::all().begin(), text::GpuFields::all().end());
    m_page->setVisibleFields(all);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    auto* table = m_page->tableView();
    QTableView* frozen = table->frozenView();
    QVERIFY(frozen->isVisible());
    QCOMPARE(frozen->columnWidth(0), table->columnWidth(0));
    for (int column = 1; column < table->model()->columnCount(); ++column)
        QVERIFY(frozen->isColumnHidden(column));
    QScrollBar* scroll = table->horizontalScrollBar();
    QVERIFY(scroll->maximum() > 0);
    const QPoint before = frozen->mapTo(m_page.get(), QPoint(0, 0));
    scroll->setValue(scroll->maximum());
    QCOMPARE(frozen->mapTo(m_page.get(), QPoint(0, 0)), before);
    // Its name cell is under the overlay, which shows the name of the same row.
    const QModelIndex name = table->model()->index(3, 0);
    QCOMPARE(frozen->visualRect(name).top(), table->visualRect(name).top());
    // Sorting by name from the overlay's header sorts the table.
    QTest::mouseClick(frozen->horizontalHeader()->viewport(), Qt::LeftButton, {},
                      QPoint(frozen->columnWidth(0) / 2, frozen->horizontalHeader()->height() / 2));
    QCOMPARE(table->horizontalHeader()->sortIndicatorSection(), 0);
    QCOMPARE(table->horizontalHeader()->sortIndicatorOrder(), Qt::AscendingOrder);
    QTest::mouseClick(frozen->horizontalHeader()->viewport(), Qt::LeftButton, {},
                      QPoint(frozen->columnWidth(0) / 2, frozen->horizontalHeader()->height() / 2));
    QCOMPARE(table->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
}

void tst_SpecPage::findShortcutFocusesSearch()
{
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    m_page->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_page.get()));
    m_page->orientationActions().at(1)->trigger();
    m_page->tableView()->setFocus();
    QTest::keySequence(m_page.get(), QKeySequence::Find);
    QCOMPARE(m_page->orientation(), SpecPage::Orientation::GpusAsRows);
    QTRY_VERIFY(m_page->filterBar()->searchBox()->hasFocus());
}

void tst_SpecPage::languageSwitchRefreshesData()
{
    m_page->setCurrentGpu(QStringLiteral("h100-sxm"));
    const auto* h100 = m_workspace->catalog().find("h100-sxm");
    QVERIFY(m_page->detailPane()->toPlainText().contains(QString::fromStdString(h100->article.training.en)));
    QSignalSpy headers(m_page->tableModel(), &QAbstractItemModel::headerDataChanged);
    m_languages->setLanguage(QStringLiteral("zh_TW"));
    QVERIFY(!headers.isEmpty());
    QVERIFY(m_page->detailPane()->toPlainText().contains(QString::fromStdString(h100->article.training.zhTW)));
    m_languages->setLanguage(QStringLiteral("en"));
    QVERIFY(m_page->detailPane()->toPlainText().contains(QString::fromStdString(h100->article.training.en)));
}

void tst_SpecPage::settingsRoundTrip()
{
    QSettings().clear();
    m_page->setVisibleFields({GpuField::Mig, GpuField::MemorySize});
    m_page->setSparsity(Sparsity::Sparse);
    m_page->tableView()->sortByColumn(GpuTableModel::columnOf(GpuField::MemorySize), Qt::DescendingOrder);
    m_workspace->setSelection({QStringLiteral("l4")});
    m_page->setOrientation(SpecPage::Orientation::GpusAsColumns);
    m_page->setCurrentGpu(QStringLiteral("l4"));
    ui::SpecPageSettings::save(*m_page);

    SpecPage other(*m_workspace, *m_languages);
    ui::SpecPageSettings::restore(other);
    QCOMPARE(other.visibleFields(), (QList<GpuField>{GpuField::Name, GpuField::MemorySize, GpuField::Mig}));
    QCOMPARE(other.sparsity(), Sparsity::Sparse);
    QCOMPARE(other.orientation(), SpecPage::Orientation::GpusAsColumns);
    QCOMPARE(other.tableView()->horizontalHeader()->sortIndicatorSection(),
             GpuTableModel::columnOf(GpuField::MemorySize));
    QCOMPARE(other.tableView()->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
    QCOMPARE(other.currentGpuId(), QStringLiteral("l4"));
    // Stored by key, so a reordered or extended field list still restores.
    QVERIFY(QSettings().value(QStringLiteral("spec/hiddenColumns")).toStringList().contains(QStringLiteral("tdp_w")));
}

GPUATLAS_TEST_MAIN(tst_SpecPage)
#include "tst_SpecPage.moc"
