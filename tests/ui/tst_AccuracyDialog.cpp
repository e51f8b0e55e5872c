// SPDX-License-Identifier: GPL-3.0-or-later
// Help > Accuracy: the model under QAbstractItemModelTester, the split choice, and the
// sentences it shows agreeing with the rows it lists.
#include "engine/core/Assumptions.h"
#include "files/DataFiles.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/AccuracyReport.h"
#include "text/LanguageManager.h"
#include "ui/AppPages.h"
#include "ui/MainWindow.h"
#include "ui/charts/ChartFigureView.h"
#include "ui/dialogs/AccuracyDialog.h"
#include "ui/document/charts/AccuracyChart.h"
#include "ui/models/AccuracyModel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QTableView>
#include <QTest>

#include <cmath>

using namespace gpuatlas;
using text::AccuracyReport;

class tst_AccuracyDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void modelPassesTheTester();
    void splitsPartitionTheCases();
    void ratioColumnIsEstimateOverMeasured();
    void summaryMatchesTheRows();
    void chartHasARowPerCase();
    void dialogFollowsTheSplitChoice();
    void userAssumptionsChangeTheEstimates();
    void helpMenuOpensOneDialog();

private:
    std::vector<engine::AccuracyCase> m_cases;
    engine::Catalog m_catalog;
    engine::ModelCatalog m_models;
};

void tst_AccuracyDialog::initTestCase()
{
    auto cases = files::DataFiles::loadAccuracy();
    QVERIFY(cases);
    m_cases = std::move(cases).value();
    auto catalog = files::DataFiles::loadCatalog();
    QVERIFY(catalog);
    m_catalog = std::move(catalog).value();
    auto models = files::DataFiles::loadModels();
    QVERIFY(models);
    m_models = std::move(models).value();
    QVERIFY(m_cases.size() > 40);
}

void tst_AccuracyDialog::modelPassesTheTester()
{
    ui::AccuracyModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    model.setReport(std::make_shared<const AccuracyReport>(m_cases, m_catalog, m_models, engine::Assumptions()));
    QVERIFY(model.rowCount() > 0);
    model.setSplit(AccuracyReport::Split::Calibration);
    model.setSplit(std::nullopt);
    QCOMPARE(model.rowCount(), static_cast<int>(m_cases.size()));
    for (int column = 0; column < model.columnCount(); ++column)
        QVERIFY(!model.headerData(column, Qt::Horizontal).toString().isEmpty());
}

void tst_AccuracyDialog::splitsPartitionTheCases()
{
    const AccuracyReport report(m_cases, m_catalog, m_models, engine::Assumptions());
    const auto validation = report.rows(AccuracyReport::Split::Validation);
    const auto calibration = report.rows(AccuracyReport::Split::Calibration);
    QVERIFY(validation.size() >= 20);
    QVERIFY(calibration.size() >= 40);
    QCOMPARE(validation.size() + calibration.size(), m_cases.size());
    for (const auto* row : validation)
        QCOMPARE(row->source->split, AccuracyReport::Split::Validation);
}

void tst_AccuracyDialog::ratioColumnIsEstimateOverMeasured()
{
    ui::AccuracyModel model;
    model.setReport(std::make_shared<const AccuracyReport>(m_cases, m_catalog, m_models, engine::Assumptions()));
    int checked = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QVariant measured = model.index(row, ui::AccuracyModel::MeasuredColumn).data(Qt::UserRole);
        const QVariant estimate = model.index(row, ui::AccuracyModel::EstimateColumn).data(Qt::UserRole);
        const QVariant ratio = model.index(row, ui::AccuracyModel::RatioColumn).data(Qt::UserRole);
        QVERIFY(measured.toDouble() > 0);
        QVERIFY(!model.index(row, ui::AccuracyModel::MetricColumn).data().toString().contains(QLatin1Char('_')));
        QVERIFY(!model.index(row, ui::AccuracyModel::SourceColumn).data(Qt::ToolTipRole).toString().isEmpty());
        if (!estimate.isValid()) {
            // Not reproduced: the estimate cell says why, the ratio is empty.
            QVERIFY(model.index(row, ui::AccuracyModel::EstimateColumn).data().toString().contains(QLatin1String(":")));
            QVERIFY(!ratio.isValid());
            continue;
        }
        QVERIFY(std::abs(ratio.toDouble() - estimate.toDouble() / measured.toDouble()) < 1e-9);
        QVERIFY(model.index(row, ui::AccuracyModel::RatioColumn).data().toString().endsWith(QStringLiteral("×")));
        ++checked;
    }
    QVERIFY(checked >= 20);
}

void tst_AccuracyDialog::summaryMatchesTheRows()
{
    const AccuracyReport report(m_cases, m_catalog, m_models, engine::Assumptions());
    // Recomputed by hand from the rows: exp(mean |ln ratio|).
    double sumAbsLog = 0;
    int n = 0;
    for (const auto* row : report.rows(AccuracyReport::Split::Validation)) {
        if (const auto ratio = row->ratio()) {
            sumAbsLog += std::abs(std::log(*ratio));
            ++n;
        }
    }
    const auto summary = report.summary(AccuracyReport::Split::Validation);
    QCOMPARE(summary.cases, n);
    QVERIFY(std::abs(summary.geomeanAbsError - std::exp(sumAbsLog / n)) < 1e-12);
    // The error docs/engine.md and the README quote is held by tst_Estimator; here only that
    // the sentence carries the same figure.
    const QString sentence = report.summaryText(AccuracyReport::Split::Validation, QLocale::c());
    QVERIFY2(sentence.contains(AccuracyReport::factor(summary.geomeanAbsError, QLocale::c())), qPrintable(sentence));
    QVERIFY(sentence.contains(QString::number(n)));
    const QString perRuntime = report.perRuntimeText(AccuracyReport::Split::Validation, QLocale::c());
    for (const auto& runtime : report.runtimes(AccuracyReport::Split::Validation))
        QVERIFY2(perRuntime.contains(QString::fromStdString(runtime)), runtime.c_str());
}

void tst_AccuracyDialog::chartHasARowPerCase()
{
    const AccuracyReport report(m_cases, m_catalog, m_models, engine::Assumptions());
    const auto data = ui::charts::AccuracyChart::build(report, AccuracyReport::Split::Validation, QLocale::c());
    // Every validation case has its row, the ones the estimator cannot reproduce too (marked so).
    const auto split = AccuracyReport::Split::Validation;
    QCOMPARE(data.categories.size(), report.rows(split).size());
    QCOMPARE(static_cast<int>(data.categories.size()), report.summary(split).cases + report.unreproduced(split));
    QVERIFY(!data.title.isEmpty());
    QVERIFY(!data.series.empty());
}

void tst_AccuracyDialog::dialogFollowsTheSplitChoice()
{
    ui::AccuracyDialog dialog(m_cases);
    dialog.setInputs(m_catalog, m_models, engine::Assumptions());
    const AccuracyReport report(m_cases, m_catalog, m_models, engine::Assumptions());
    QCOMPARE(dialog.splitChoice()->currentIndex(), 0);
    QCOMPARE(dialog.table()->model()->rowCount(),
             static_cast<int>(report.rows(AccuracyReport::Split::Validation).size()));
    const QString validationText = dialog.summary()->text();
    QVERIFY(validationText.contains(QStringLiteral("Validation")));

    dialog.splitChoice()->setCurrentIndex(1);
    QCOMPARE(dialog.table()->model()->rowCount(),
             static_cast<int>(report.rows(AccuracyReport::Split::Calibration).size()));
    QVERIFY(dialog.summary()->text().contains(QStringLiteral("Calibration")));
    QVERIFY(dialog.summary()->text() != validationText);

    dialog.splitChoice()->setCurrentIndex(2);
    QCOMPARE(dialog.table()->model()->rowCount(), static_cast<int>(m_cases.size()));
    QVERIFY(dialog.chart()->figure() != nullptr);
    QCOMPARE(dialog.summary()->textFormat(), Qt::PlainText); // sources come from a file
}

void tst_AccuracyDialog::userAssumptionsChangeTheEstimates()
{
    // The dialog estimates with the user's assumptions: halving the achievable share of
    // peak moves the compute-bound training cases.
    engine::Assumptions slower;
    using engine::AssumptionId;
    slower.set(AssumptionId::TrainComputeEfficiency, slower[AssumptionId::TrainComputeEfficiency] * 0.5);
    const AccuracyReport base(m_cases, m_catalog, m_models, engine::Assumptions());
    const AccuracyReport changed(m_cases, m_catalog, m_models, slower);
    QVERIFY(base.summary(std::nullopt).meanLogBias > changed.summary(std::nullopt).meanLogBias);
}

void tst_AccuracyDialog::helpMenuOpensOneDialog()
{
    // Help > Accuracy of the estimates… in the real window: one dialog, however often it
    // is asked for, estimating with the window's assumptions and following their changes.
    auto workspace = shippedWorkspace();
    text::LanguageManager languages;
    ui::MainWindow window(*workspace, languages, ui::MainWindow::Persistence::Off);
    ui::addAppPages(window, false);
    auto* action = window.findChild<QAction*>(QStringLiteral("accuracyAction"));
    QVERIFY(action);
    QVERIFY(!action->shortcut().isEmpty());
    action->trigger();
    action->trigger();
    const auto dialogs = window.findChildren<ui::AccuracyDialog*>();
    QCOMPARE(dialogs.size(), 1);
    ui::AccuracyDialog* dialog = dialogs.front();
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->model()->rowCount() >= 20);
    const QString before = dialog->summary()->text();
    engine::Assumptions slower = workspace->assumptions();
    slower.set(engine::AssumptionId::DecodeComputeEfficiency,
               slower[engine::AssumptionId::DecodeComputeEfficiency] / 3);
    slower.set(engine::AssumptionId::PrefillEfficiency, slower[engine::AssumptionId::PrefillEfficiency] / 3);
    workspace->setAssumptions(slower);
    QVERIFY(dialog->summary()->text() != before);
    dialog->close();
}

GPUATLAS_TEST_MAIN(tst_AccuracyDialog)
#include "tst_AccuracyDialog.moc"
