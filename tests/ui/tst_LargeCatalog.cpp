// SPDX-License-Identifier: GPL-3.0-or-later
// The app with a catalogue of 10,000 GPUs (generated, tests/SyntheticCatalog.h): it
// loads through the app's loader, the spec table filters and sorts correctly, every GPU
// is ranked, and the results sort by name. Times and memory are printed (qInfo,
// "large-catalogue:") for docs/performance.md; they are measured, not asserted.
#include "files/DataFiles.h"
#include "state/CurrentResult.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "tests/SyntheticCatalog.h"
#include "text/LanguageManager.h"
#include "ui/AppPages.h"
#include "ui/MainWindow.h"
#include "ui/document/charts/ResultChartsBuilder.h"
#include "ui/models/GpuFilterProxyModel.h"
#include "ui/models/GpuTableModel.h"
#include "ui/models/ResultsModel.h"
#include "ui/pages/RecommendationPage.h"
#include "ui/pages/SpecPage.h"
#include "ui/widgets/FrozenColumnTableView.h"
#include "ui/widgets/SpecFilterBar.h"

#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuatlas;

namespace {

constexpr std::size_t gpuCount = 10000;

// Resident memory in MB (Linux), else 0.
double residentMB()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    const auto fields = statm.readAll().split(' ');
    return fields.value(1).toDouble() * 4096.0 / 1e6;
}

void report(const char* what, qint64 ms)
{
    qInfo("large-catalogue: %s: %lld ms", what, static_cast<long long>(ms));
}

} // namespace

class tst_LargeCatalog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void loadsThroughTheAppLoader();
    void specTableFiltersAndSorts();
    void everyGpuIsRankedAndResultsSort();

private:
    std::unique_ptr<state::Workspace> m_workspace;
    QTemporaryDir m_dir;
    QString m_file;
};

void tst_LargeCatalog::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(m_dir.isValid());
    m_file = m_dir.filePath(QStringLiteral("gpus.json"));
    const std::string text = testing::syntheticCatalogText(gpuCount);
    QFile file(m_file);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(text.data(), static_cast<qint64>(text.size())), static_cast<qint64>(text.size()));
    qInfo("large-catalogue: file of %zu GPUs: %.1f MB", gpuCount, static_cast<double>(text.size()) / 1e6);
}

void tst_LargeCatalog::loadsThroughTheAppLoader()
{
    const double before = residentMB();
    QElapsedTimer timer;
    timer.start();
    auto catalog = files::DataFiles::loadCatalog(m_file);
    report("load through DataFiles::loadCatalog", timer.elapsed());
    QVERIFY(catalog.ok());
    QCOMPARE(catalog.value().size(), gpuCount);
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
    m_workspace->setCatalog(std::move(catalog).value());
    qInfo("large-catalogue: resident memory for the loaded catalogue: %.0f MB", residentMB() - before);
}

void tst_LargeCatalog::specTableFiltersAndSorts()
{
    QVERIFY(m_workspace);
    text::LanguageManager languages;
    QElapsedTimer timer;
    timer.start();
    ui::MainWindow window(*m_workspace, languages, ui::MainWindow::Persistence::Off);
    ui::addAppPages(window, false);
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    report("main window built and shown", timer.elapsed());

    ui::SpecPage* spec = window.specPage();
    ui::GpuFilterProxyModel* proxy = spec->proxyModel();
    // Every market: the synthetic catalogue's China-market parts too.
    m_workspace->setMarket(engine::MarketScope::All);
    QCOMPARE(proxy->rowCount(), static_cast<int>(gpuCount));

    // Typing a word: the rows are those whose id or name (or vendor...) contain it.
    auto* search = spec->filterBar()->findChild<QLineEdit*>();
    QVERIFY(search);
    int expected = 0;
    for (const auto& gpu : m_workspace->catalog().gpus())
        expected +=
            QString::fromStdString(gpu.id + ' ' + gpu.name).contains(QStringLiteral("l40s"), Qt::CaseInsensitive);
    timer.restart();
    search->setText(QStringLiteral("l40s"));
    QCoreApplication::processEvents();
    report("filter by a word", timer.elapsed());
    QCOMPARE(proxy->rowCount(), expected);
    timer.restart();
    search->clear();
    QCoreApplication::processEvents();
    report("clear the filter", timer.elapsed());
    QCOMPARE(proxy->rowCount(), static_cast<int>(gpuCount));

    // Sorting by a figure: numeric, over every row.
    const int column = ui::GpuTableModel::columnOf(text::GpuField::MemoryBandwidth);
    timer.restart();
    spec->tableView()->sortByColumn(column, Qt::DescendingOrder);
    QCoreApplication::processEvents();
    report("sort by memory bandwidth", timer.elapsed());
    double previous = std::numeric_limits<double>::infinity();
    for (int row = 0; row < proxy->rowCount(); ++row) {
        const double value = proxy->index(row, column).data(ui::GpuCell::RawValueRole).toDouble();
        QVERIFY2(value <= previous, qPrintable(QString::number(row)));
        previous = value;
    }

    // A workload for every GPU: each page that follows it (recommendation, cost of
    // ownership, charts) updates before the next event is handled.
    engine::Workload workload = chatWorkload();
    workload.gpus.clear();
    for (const QString& id : window.pageIds()) // pages are made when first shown: make them all
        QVERIFY(window.page(id));
    timer.restart();
    window.currentResult().setWorkload(workload);
    QCoreApplication::processEvents();
    report("a new workload through every page of the main window", timer.elapsed());
}

void tst_LargeCatalog::everyGpuIsRankedAndResultsSort()
{
    QVERIFY(m_workspace);
    state::CurrentResult current(*m_workspace);
    ui::RecommendationPage page(current);
    page.resize(1280, 800);
    page.show();
    engine::Workload workload = chatWorkload();
    workload.gpus.clear(); // every GPU of the catalogue is a candidate, in every market
    m_workspace->setMarket(engine::MarketScope::All);
    QElapsedTimer timer;
    timer.start();
    current.setWorkload(workload);
    QTRY_COMPARE_WITH_TIMEOUT(page.results().size(), gpuCount, 60000);
    report("rank every GPU and show the results", timer.elapsed());
    for (std::size_t i = 1; i < page.results().size(); ++i) {
        const auto& a = page.results()[i - 1];
        const auto& b = page.results()[i];
        QVERIFY(a.feasible >= b.feasible);
        if (a.feasible && b.feasible)
            QVERIFY(a.score >= b.score);
    }

    // Dragging a what-if control: one recomputation per step.
    auto* batch = page.findChild<QSpinBox*>(QStringLiteral("whatIfBatch"));
    QVERIFY(batch);
    timer.restart();
    for (int value = 2; value <= 11; ++value) {
        batch->setValue(value);
        QCoreApplication::processEvents();
    }
    report("one what-if step (mean of 10)", timer.elapsed() / 10);
    QCOMPARE(page.results().size(), gpuCount);

    // The result charts show the best rows only: 10,000 bars were unreadable and took
    // seconds to draw.
    ui::charts::ResultSet set{page.results(), workload, {}, std::nullopt};
    for (const auto chart :
         {ui::charts::ResultChart::Memory, ui::charts::ResultChart::Throughput, ui::charts::ResultChart::Cost}) {
        const auto data = ui::charts::ResultChartsBuilder::build(chart, set);
        QVERIFY(data.categories.size() <= ui::charts::ResultChartsBuilder::maxRows);
        QVERIFY(!data.categories.isEmpty());
        QVERIFY2(data.footnote.contains(QStringLiteral("10,000")), qPrintable(data.footnote));
    }

    auto* table = page.findChild<QTableView*>();
    QVERIFY(table);
    timer.restart();
    table->sortByColumn(ui::ResultsModel::GpuColumn, Qt::AscendingOrder);
    QCoreApplication::processEvents();
    report("sort the results by GPU name", timer.elapsed());
    const auto* model = table->model();
    for (int row = 1; row < std::min(model->rowCount(), 500); ++row) {
        QVERIFY(QString::localeAwareCompare(model->index(row - 1, ui::ResultsModel::GpuColumn).data().toString(),
                                            model->index(row, ui::ResultsModel::GpuColumn).data().toString()) <= 0);
    }
}

GPUATLAS_TEST_MAIN(tst_LargeCatalog)
#include "tst_LargeCatalog.moc"
