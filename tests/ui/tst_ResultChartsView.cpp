// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "ui/charts/ResultChartsView.h"
#include "ui/document/charts/ChartFigure.h"
#include "ui/pages/RecommendationPage.h"
#include "ui/pages/WhatIfControls.h"

#include <QComboBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QToolButton>

using namespace gpuatlas;
using namespace gpuatlas::ui::charts;

class tst_ResultChartsView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void drawsOnlyWhenVisible();
    void switchesCharts();
    void isATabOfTheRecommendationPage();
    void followsWhatIfAndPin();

private:
    std::unique_ptr<state::Workspace> m_workspace;
};

void tst_ResultChartsView::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Atlas Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ResultChartsView"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
}

void tst_ResultChartsView::drawsOnlyWhenVisible()
{
    ResultChartsView view;
    const auto workload = chatWorkload();
    view.setResults(m_workspace->rank(workload), workload,
                    [](const std::string& id) { return QString::fromStdString(id); });
    // The data follows at once; the figure waits until it can be seen.
    QCOMPARE(view.chartData().categories.size(), 4);
    QVERIFY(!view.figure());
    view.resize(700, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.figure());
    QCOMPARE(view.figure()->data().categories.size(), 4);
    QCOMPARE(view.figure()->data().title, QStringLiteral("Memory per GPU"));
}

void tst_ResultChartsView::switchesCharts()
{
    ResultChartsView view;
    const auto workload = chatWorkload();
    view.setResults(m_workspace->rank(workload), workload,
                    [](const std::string& id) { return QString::fromStdString(id); });
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto* combo = view.findChild<QComboBox*>(QStringLiteral("resultChart"));
    QVERIFY(combo);
    combo->setCurrentIndex(combo->findData(static_cast<int>(ResultChart::Cost)));
    QCOMPARE(view.currentChart(), ResultChart::Cost);
    QCOMPARE(view.figure()->data().title, QStringLiteral("Cost per million tokens"));
    view.setCurrentChart(ResultChart::Throughput);
    QCOMPARE(combo->currentData().toInt(), static_cast<int>(ResultChart::Throughput));
    QCOMPARE(view.figure()->data().title, QStringLiteral("Throughput"));
    // Export buttons are there.
    for (const char* name : {"exportPng", "exportSvg", "exportPdf", "copyChart"})
        QVERIFY2(view.findChild<QPushButton*>(QString::fromLatin1(name)), name);
}

void tst_ResultChartsView::isATabOfTheRecommendationPage()
{
    auto shipped = shippedResult();
    QVERIFY(shipped);
    ui::RecommendationPage page(*shipped.current);
    auto* details = page.findChild<QTabWidget*>(QStringLiteral("resultDetails"));
    auto* charts = page.findChild<ResultChartsView*>();
    QVERIFY(details && charts);
    QVERIFY(details->indexOf(charts) >= 0);
    QCOMPARE(details->tabText(details->indexOf(charts)), QStringLiteral("Charts"));
    shipped.current->setWorkload(chatWorkload());
    // One row per result of the page.
    QCOMPARE(charts->chartData().categories.size(), static_cast<int>(page.results().size()));
}

void tst_ResultChartsView::followsWhatIfAndPin()
{
    auto shipped = shippedResult();
    QVERIFY(shipped);
    ui::RecommendationPage page(*shipped.current);
    page.resize(1200, 800);
    page.show();
    shipped.current->setWorkload(chatWorkload());
    auto* details = page.findChild<QTabWidget*>(QStringLiteral("resultDetails"));
    auto* charts = page.findChild<ResultChartsView*>();
    details->setCurrentWidget(charts);
    charts->setCurrentChart(ResultChart::Throughput);
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QCOMPARE(charts->figure()->data().series.size(), 1);
    const auto before = charts->chartData().series[0].values[0].plotted;

    // Pin, then a bigger batch: the pinned bars appear beside the new ones.
    auto* pin = page.findChild<QToolButton*>(QStringLiteral("whatIfPin"));
    QVERIFY(pin);
    pin->click();
    QVERIFY(charts->hasPinned());
    auto* batch = page.findChild<QSpinBox*>(QStringLiteral("whatIfBatch"));
    QVERIFY(batch);
    batch->setValue(32);
    QTRY_VERIFY(charts->chartData().series.size() == 2 && charts->chartData().series[0].values[0].plotted != before);
    QCOMPARE(charts->chartData().series[1].values[0].plotted, before);
    QCOMPARE(charts->figure()->data().series.size(), 2);
    pin->click();
    QVERIFY(!charts->hasPinned());
    QCOMPARE(charts->chartData().series.size(), 1);
}

GPUATLAS_TEST_MAIN(tst_ResultChartsView)
#include "tst_ResultChartsView.moc"
