// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/ScreenshotScenes.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/OwnershipTable.h"
#include "ui/UserDataPages.h"
#include "ui/document/charts/BreakEvenChartBuilder.h"
#include "ui/models/OwnershipInputsModel.h"
#include "ui/pages/CostOfOwnershipPage.h"
#include "ui/pages/OneConfigurationPanel.h"
#include "ui/pages/RecommendationPage.h"

#include <QAbstractItemModelTester>
#include <QAbstractItemView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QTableWidget>
#include <QTest>

#include <cmath>

using namespace gpuatlas;
using engine::CostOfOwnership;
using engine::OwnershipInputId;
using ui::CostOfOwnershipPage;
using ui::charts::BreakEvenChartBuilder;

namespace {

// "For my fine-tuning job": LoRA on Llama 3 8B, 2 billion tokens, within two days.
engine::Workload fineTuning()
{
    return ui::fineTuningExample();
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b));
}

} // namespace

class tst_CostOfOwnershipPage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void answersRentOrBuyForTheFineTuningJob();
    void followsEveryInput();
    void chartsMatchTheEngine_data();
    void chartsMatchTheEngine();
    void comparisonOfTheBestCandidates();
    void rentH100sOrBuyL40s();
    void rentOrBuyStartsFromTheCheapestEachWay();
    void choicesOpenWideEnoughToRead();
    void rentalFiguresWithoutAPurchasePrice();
    void inputsModel();
    void recommendationShowsTheCheapestWayToRun();
    void emptyWithoutAWorkload();
    void figuresInTheChosenCurrency();
    void inputsTypedInTheChosenCurrency();

private:
    std::unique_ptr<state::Workspace> m_workspace;
    std::unique_ptr<state::CurrentResult> m_current;
};

void tst_CostOfOwnershipPage::init()
{
    m_current.reset();
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
    m_current = std::make_unique<state::CurrentResult>(*m_workspace);
}

void tst_CostOfOwnershipPage::answersRentOrBuyForTheFineTuningJob()
{
    CostOfOwnershipPage page(*m_current);
    page.resize(1280, 800);
    page.show();
    m_current->setWorkload(fineTuning());
    QVERIFY(page.selectCandidate(QStringLiteral("l40s")));
    const auto cost = page.currentCost();
    QVERIFY(cost);
    QVERIFY(cost->breakEvenMonth);
    const QString answer = page.answer();
    qInfo("%s", qPrintable(answer));
    const int months = static_cast<int>(std::ceil(*cost->breakEvenMonth));
    if (cost->paysOffWithinLife)
        QVERIFY2(answer.contains(QStringLiteral("pays off after %1 month").arg(months)), qPrintable(answer));
    else
        QVERIFY2(answer.contains(QLatin1String("pays off only after")), qPrintable(answer));
    QVERIFY(answer.contains(QLatin1String("NVIDIA L40S")));
    QVERIFY(answer.contains(QLatin1String("at 60% utilisation")));
    QVERIFY(answer.contains(QLatin1String("per training run")));
    QVERIFY(answer.contains(QLatin1String("Cheapest way to run this workload")));
    // And every candidate compared (the best few the engine ranks, whichever they are)
    // rented, per run, in the comparison.
    QVERIFY(page.comparison()->rowCount() > 0);
    for (int row = 0; row < page.comparison()->rowCount(); ++row) {
        QVERIFY(page.comparison()->item(row, 1)->text().contains(QLatin1String("per run")));
        qInfo("%s: rent %s, buy %s", qPrintable(page.comparison()->item(row, 0)->text()),
              qPrintable(page.comparison()->item(row, 1)->text()), qPrintable(page.comparison()->item(row, 2)->text()));
    }
}

void tst_CostOfOwnershipPage::followsEveryInput()
{
    CostOfOwnershipPage page(*m_current);
    m_current->setWorkload(fineTuning());
    QVERIFY(page.selectCandidate(QStringLiteral("l40s")));
    const auto base = *page.currentCost();
    page.setUtilisation(0.9);
    QCOMPARE(m_workspace->ownership()[OwnershipInputId::Utilisation], 0.9);
    QCOMPARE(page.currentCost()->utilisation, 0.9);
    QVERIFY(*page.currentCost()->breakEvenMonth < *base.breakEvenMonth); // busier GPUs pay off sooner
    page.setUtilisation(0.6);
    page.setPurchasePrice(6000);
    QVERIFY(page.currentCost()->capexUsd < base.capexUsd);
    page.setPurchasePrice(8500);
    QVERIFY(page.selectRental(QStringLiteral("RunPod")));
    QVERIFY(page.currentCost()->rentMonthlyUsd < base.rentMonthlyUsd); // $0.86 against $1.57
    const int count = page.currentCost()->capexUsd > 0 ? 8 : 1;
    page.setCount(count);
    QCOMPARE(page.currentCost()->capexUsd,
             count * (8500 + m_workspace->ownership()[OwnershipInputId::ServerUsdPerGpuPcie]));
    // A user price marked default is the one the page starts from.
    engine::Price mine;
    mine.gpuId = "l40s";
    mine.provider = "Our colo";
    mine.usdPerGpuHour = 1.10;
    mine.isDefault = true;
    mine.date = "2026-11-30";
    m_workspace->setPrices(m_workspace->prices().withOverrides(std::vector<engine::Price>{mine}));
    m_current->result(); // the new prices are ranked again, once
    QVERIFY(page.selectCandidate(QStringLiteral("l40s")));
    // The page starts again from the book's prices: the user's rental, the default purchase.
    const double perGpu = m_workspace->prices().defaultPurchase("l40s")->usd +
                          m_workspace->ownership()[OwnershipInputId::ServerUsdPerGpuPcie];
    const double gpus = page.currentCost()->capexUsd / perGpu;
    QVERIFY(gpus >= 1 && near(gpus, std::round(gpus)));
    QVERIFY(near(page.currentCost()->rentPerBusyHourUsd, 1.10 * gpus));
}

void tst_CostOfOwnershipPage::chartsMatchTheEngine_data()
{
    QTest::addColumn<double>("utilisation");
    QTest::addColumn<double>("rent");
    QTest::newRow("busy, dear rental") << 0.8 << 3.39;
    QTest::newRow("idle, cheap rental") << 0.1 << 0.5;
}

void tst_CostOfOwnershipPage::chartsMatchTheEngine()
{
    QFETCH(double, utilisation);
    QFETCH(double, rent);
    engine::OwnershipInputs inputs;
    inputs.set(OwnershipInputId::Utilisation, utilisation);
    const engine::Gpu& gpu = *m_workspace->catalog().find("h100-sxm");
    const engine::OwnershipRequest request{gpu,   8,      rent,         engine::RentBilling::PerHourUsed,
                                           27500, inputs, std::nullopt, std::nullopt};
    const auto cost = CostOfOwnership::compute(request);
    const auto time = BreakEvenChartBuilder::overTime(request, QStringLiteral("8 × H100"));
    QCOMPARE(time.series.size(), 2);
    QCOMPARE(time.categories.size(), BreakEvenChartBuilder::monthsShown(cost, 36) + 1);
    for (int month : {0, 1, 12, 30}) {
        QVERIFY(
            near(*time.series[0].values[month].plotted, CostOfOwnership::cumulativeRent(request, utilisation, month)));
        QVERIFY(
            near(*time.series[1].values[month].plotted, CostOfOwnership::cumulativeBuy(request, utilisation, month)));
    }
    QVERIFY(time.scale.max >= *time.series[0].values.back().plotted);
    if (cost.breakEvenMonth && *cost.breakEvenMonth <= time.categories.back().position) {
        QCOMPARE(time.highlights.size(), 1);
        QVERIFY(near(time.highlights.front().x, *cost.breakEvenMonth));
        QVERIFY(near(time.highlights.front().y,
                     CostOfOwnership::cumulativeBuy(request, utilisation, *cost.breakEvenMonth)));
    } else {
        QVERIFY(time.highlights.isEmpty());
    }
    const auto byUse = BreakEvenChartBuilder::byUtilisation(request, QStringLiteral("8 × H100"));
    QCOMPARE(byUse.categories.size(), 21);
    QVERIFY(near(*byUse.series[0].values[10].plotted, CostOfOwnership::rentMonthly(request, 0.5)));
    QVERIFY(near(*byUse.series[1].values[10].plotted, CostOfOwnership::buyMonthly(request, 0.5).total()));
    QCOMPARE(byUse.highlights.size(), cost.breakEven.utilisation ? 1 : 0);
    if (cost.breakEven.utilisation)
        QVERIFY(near(byUse.highlights.front().x, *cost.breakEven.utilisation * 100));
}

void tst_CostOfOwnershipPage::comparisonOfTheBestCandidates()
{
    CostOfOwnershipPage page(*m_current);
    m_current->setWorkload(fineTuning());
    QVERIFY(page.comparison()->rowCount() >= 3);
    QVERIFY(page.comparison()->rowCount() <= 6);
    for (int row = 0; row < page.comparison()->rowCount(); ++row)
        QVERIFY(!page.comparison()->item(row, 0)->text().isEmpty());
}

void tst_CostOfOwnershipPage::rentH100sOrBuyL40s()
{
    // "For my fine-tuning job, rent H100s or buy L40S, and after how many months does
    // buying pay off": one configuration rented, another bought, for the same work.
    CostOfOwnershipPage page(*m_current);
    page.resize(1280, 800);
    page.show();
    m_current->setWorkload(fineTuning());
    QVERIFY(page.selectRent(QStringLiteral("h100-sxm")));
    QVERIFY(page.selectBuy(QStringLiteral("l40s")));
    const auto selection = page.rentOrBuySelection();
    QVERIFY(selection);
    QCOMPARE(selection->rented.gpuId, std::string("h100-sxm"));
    QCOMPARE(selection->bought.gpuId, std::string("l40s"));
    QCOMPARE(selection->rental.usdPerGpuHour, m_workspace->prices().defaultRental("h100-sxm")->usdPerGpuHour);
    const auto expected = CostOfOwnership::rentOrBuy(selection->rented, selection->rental, selection->bought,
                                                     m_workspace->prices().defaultPurchase("l40s")->usd,
                                                     m_workspace->catalog(), m_workspace->ownership());
    const auto shown = page.currentRentOrBuy();
    QVERIFY(expected && shown);
    QVERIFY(near(shown->rentMonthlyUsd, expected->rentMonthlyUsd));
    QVERIFY(near(shown->capexUsd, expected->capexUsd));
    // Equal work: each configuration's busy hours times its speed is the same month's work,
    // whichever of the two the engine finds faster.
    QVERIFY(shown->rentBusyHoursPerMonth > 0 && shown->buyBusyHoursPerMonth > 0);
    QVERIFY(near(shown->rentBusyHoursPerMonth * *selection->rented.performance.tokensPerS,
                 shown->buyBusyHoursPerMonth * *selection->bought.performance.tokensPerS));
    const QString verdict = page.rentOrBuyVerdict();
    qInfo("%s", qPrintable(verdict));
    QVERIFY(verdict.contains(QLatin1String("NVIDIA L40S")));
    QVERIFY(verdict.contains(QLatin1String("compared with renting")));
    QVERIFY(verdict.contains(QLatin1String("NVIDIA H100 SXM")));
    QVERIFY(verdict.contains(QLatin1String("for the same work")));
    QVERIFY(verdict.contains(QLatin1String("per training run")));
    if (shown->breakEvenMonth && shown->paysOffWithinLife)
        QVERIFY(verdict.contains(QStringLiteral("pays off after %1 month").arg(std::ceil(*shown->breakEvenMonth))));
    QVERIFY(page.answer().startsWith(verdict));
    // The chart: both lines, and the break-even marker where they cross.
    const auto& data = page.rentOrBuyData();
    QCOMPARE(data.series.size(), 2);
    QVERIFY(data.series[0].name.contains(QLatin1String("H100 SXM")));
    QVERIFY(data.series[1].name.contains(QLatin1String("L40S")));
    QVERIFY(near(*data.series[0].values[12].plotted, shown->cumulativeRent(12)));
    QVERIFY(near(*data.series[1].values[12].plotted, shown->cumulativeBuy(12)));
    if (shown->breakEvenMonth && *shown->breakEvenMonth <= data.categories.back().position) {
        QCOMPARE(data.highlights.size(), 1);
        QVERIFY(near(data.highlights.front().x, *shown->breakEvenMonth));
    }
    // Utilisation sets the work: busier L40S, more hours of H100 to rent for the same.
    const double rentBefore = shown->rentMonthlyUsd;
    page.setUtilisation(0.9);
    QVERIFY(page.currentRentOrBuy()->rentMonthlyUsd > rentBefore);
    QCOMPARE(page.rentOrBuySelection()->rented.gpuId, std::string("h100-sxm")); // the choice is kept
    // The user's own quote flows through.
    engine::Price mine;
    mine.gpuId = "l40s";
    mine.provider = "Our reseller";
    mine.kind = engine::PriceKind::Purchase;
    mine.usd = 5000;
    mine.isDefault = true;
    mine.date = "2026-11-30";
    m_workspace->setPrices(m_workspace->prices().withOverrides(std::vector<engine::Price>{mine}));
    m_current->result(); // the new prices are ranked again, once
    QVERIFY(page.selectRent(QStringLiteral("h100-sxm")));
    QVERIFY(page.selectBuy(QStringLiteral("l40s")));
    QCOMPARE(page.rentOrBuySelection()->purchase.usd, 5000.0);
    QVERIFY(near(page.currentRentOrBuy()->capexUsd,
                 selection->bought.count() * (5000 + m_workspace->ownership()[OwnershipInputId::ServerUsdPerGpuPcie])));
}

void tst_CostOfOwnershipPage::rentOrBuyStartsFromTheCheapestEachWay()
{
    CostOfOwnershipPage page(*m_current);
    m_current->setWorkload(fineTuning());
    const auto estimates = m_workspace->rank(fineTuning());
    const auto choice = CostOfOwnership::defaultRentOrBuy(estimates, m_workspace->catalog(), m_workspace->prices(),
                                                          m_workspace->ownership());
    QVERIFY(choice);
    const auto selection = page.rentOrBuySelection();
    QVERIFY(selection);
    QCOMPARE(selection->rented.gpuId, estimates[choice->rentIndex].gpuId);
    QCOMPARE(selection->bought.gpuId, estimates[choice->buyIndex].gpuId);
    QVERIFY(engine::isSameQuote(selection->rental, *choice->rental));
    QVERIFY(!page.rentOrBuyVerdict().isEmpty());
}

void tst_CostOfOwnershipPage::choicesOpenWideEnoughToRead()
{
    // At 1280 pixels the closed boxes cut the long entries short; their lists must not.
    CostOfOwnershipPage page(*m_current);
    page.resize(1280, 800);
    page.show();
    m_current->setWorkload(fineTuning());
    for (const char* name : {"tcoRentWhatCombo", "tcoBuyWhatCombo", "tcoRentalCombo"}) {
        auto* combo = page.findChild<QComboBox*>(QLatin1String(name));
        QVERIFY2(combo && combo->count() > 0, name);
        int widest = 0;
        for (int i = 0; i < combo->count(); ++i)
            widest = std::max(widest, combo->view()->fontMetrics().horizontalAdvance(combo->itemText(i)));
        QVERIFY2(combo->view()->minimumWidth() > widest, name);
    }
}

void tst_CostOfOwnershipPage::rentalFiguresWithoutAPurchasePrice()
{
    // The RTX 5090 is rented out but has no purchase price: its rental figures still show.
    const auto estimates = m_workspace->rank(fineTuning());
    const auto estimate =
        std::find_if(estimates.begin(), estimates.end(), [](const auto& e) { return e.gpuId == "rtx-5090"; });
    QVERIFY(estimate != estimates.end());
    qInfo("RTX 5090: %d GPU(s), feasible %d, %s", estimate->count(), estimate->feasible,
          estimate->performance.timeToTrainHours ? "timed" : "untimed");
    QVERIFY(m_workspace->prices().defaultRental("rtx-5090"));
    QVERIFY(!m_workspace->prices().defaultPurchase("rtx-5090"));
    const text::OwnershipTable::Data data{m_workspace->catalog(), m_workspace->prices(), m_workspace->ownership()};
    const QStringList row = text::OwnershipTable::row(data, *estimate, true);
    QCOMPARE(row.size(), 7);
    QVERIFY2(row[1].contains(QLatin1String("per run")), qPrintable(row[1]));
    QVERIFY2(row[3].startsWith(QLatin1Char('$')), qPrintable(row[3]));
    QCOMPARE(row[2], QStringLiteral("no purchase price"));
    for (int column : {4, 5, 6})
        QCOMPARE(row[column], QStringLiteral("–"));
}

void tst_CostOfOwnershipPage::inputsModel()
{
    ui::OwnershipInputsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    engine::OwnershipInputs edited;
    connect(&model, &ui::OwnershipInputsModel::inputsEdited, this, [&edited](const auto& inputs) { edited = inputs; });
    const int pue = static_cast<int>(OwnershipInputId::Pue);
    QCOMPARE(model.index(pue, ui::OwnershipInputsModel::ValueColumn).data().toString(), QStringLiteral("1.56"));
    QVERIFY(model.setData(model.index(pue, ui::OwnershipInputsModel::ValueColumn), 1.2));
    QCOMPARE(edited[OwnershipInputId::Pue], 1.2);
    QCOMPARE(model.changedCount(), 1);
    QVERIFY(model.setData(model.index(pue, ui::OwnershipInputsModel::ValueColumn), 0.2)); // clamped
    QCOMPARE(edited[OwnershipInputId::Pue], 1.0);
    QVERIFY(!model.setData(model.index(pue, ui::OwnershipInputsModel::SourceColumn), 2.0));
    QVERIFY(model.index(pue, 0).data(Qt::ToolTipRole).toString().contains(QLatin1String("Uptime Institute")));
    const int electricity = static_cast<int>(OwnershipInputId::ElectricityUsdPerKwh);
    QCOMPARE(model.index(electricity, ui::OwnershipInputsModel::DefaultColumn).data().toString(),
             QStringLiteral("$0.1241/kWh"));
    model.resetToDefaults();
    QCOMPARE(model.changedCount(), 0);
}

void tst_CostOfOwnershipPage::recommendationShowsTheCheapestWayToRun()
{
    ui::RecommendationPage page(*m_current);
    m_current->setWorkload(fineTuning());
    QTest::qWait(1);
    auto* summary = page.findChild<QLabel*>(QStringLiteral("resultsSummary"));
    QVERIFY(summary);
    QVERIFY2(summary->text().contains(QLatin1String("Cheapest way to run this workload")), qPrintable(summary->text()));
    const QString before = summary->text();
    // It follows the ownership inputs.
    engine::OwnershipInputs inputs = m_workspace->ownership();
    inputs.set(OwnershipInputId::Utilisation, 1.0);
    inputs.set(OwnershipInputId::HostingUsdPerKwMonth, 0);
    m_workspace->setOwnership(inputs);
    QVERIFY(summary->text() != before);
}

void tst_CostOfOwnershipPage::emptyWithoutAWorkload()
{
    CostOfOwnershipPage page(*m_current);
    QVERIFY(!page.currentCost());
    QVERIFY(page.answer().isEmpty());
}

// The page in yuan (issue 14): its combo sets the workspace's currency, every figure
// converts, and the note names the rate.
void tst_CostOfOwnershipPage::figuresInTheChosenCurrency()
{
    CostOfOwnershipPage page(*m_current);
    page.resize(1280, 800);
    page.show();
    m_current->setWorkload(fineTuning());
    QVERIFY(page.selectCandidate(QStringLiteral("l40s")));
    const QString inDollars = page.comparison()->item(0, 3)->text(); // rent per month
    QVERIFY2(inDollars.startsWith(QLatin1Char('$')), qPrintable(inDollars));
    auto* combo = page.findChild<QComboBox*>(QStringLiteral("tcoCurrency"));
    QVERIFY(combo);
    auto* note = page.findChild<QLabel*>(QStringLiteral("tcoCurrencyNote"));
    QVERIFY(note);
    QVERIFY2(note->text().startsWith(QLatin1String("Costs are in US dollars (USD)")), qPrintable(note->text()));

    // Choose yuan as the user would: the combo's own signal.
    const int yuan = combo->findData(static_cast<int>(engine::Currency::CNY));
    QVERIFY(yuan >= 0);
    combo->setCurrentIndex(yuan);
    emit combo->activated(yuan);
    QCOMPARE(m_workspace->currency(), engine::Currency::CNY);
    QCoreApplication::processEvents(); // the result runs again on the next pass
    (void)m_current->result();
    QVERIFY(page.selectCandidate(QStringLiteral("l40s")));
    const QString inYuan = page.comparison()->item(0, 3)->text();
    QVERIFY2(inYuan.startsWith(QStringLiteral("¥")), qPrintable(inYuan));
    QVERIFY2(page.answer().contains(QStringLiteral("¥")), qPrintable(page.answer()));
    QVERIFY2(note->text().contains(QLatin1String("Costs are in Chinese yuan (CNY)")), qPrintable(note->text()));
    QVERIFY2(note->text().contains(QLatin1String("1 USD = 7.0197 CNY (2026-01-08)")), qPrintable(note->text()));
    QVERIFY(note->toolTip().contains(QLatin1String("central parity")));
    // Another way in (View > Currency) moves the combo too.
    m_workspace->setCurrency(engine::Currency::EUR);
    QCOMPARE(combo->currentData().toInt(), static_cast<int>(engine::Currency::EUR));
}

namespace {

int rowOf(OwnershipInputId id)
{
    for (int row = 0; row < static_cast<int>(engine::OwnershipInputs::all().size()); ++row) {
        if (ui::OwnershipInputsModel::idAt(row) == id)
            return row;
    }
    return -1;
}

} // namespace

void tst_CostOfOwnershipPage::inputsTypedInTheChosenCurrency()
{
    CostOfOwnershipPage page(*m_current);
    m_current->setWorkload(fineTuning());
    QVERIFY(page.selectCandidate(QStringLiteral("l40s")));
    page.setCount(1);
    m_workspace->setCurrency(engine::Currency::CNY);
    const double rate = m_workspace->displayCurrency().fromUsd->rate; // the dated USD/CNY rate
    QCOMPARE(rate, 7.0197);

    // The purchase field names the yuan; 10,000 typed is 10,000 / 7.0197 dollars to the engine.
    auto* purchase = page.findChild<QDoubleSpinBox*>(QStringLiteral("tcoPurchaseSpin"));
    QVERIFY(purchase);
    QCOMPARE(purchase->prefix(), QStringLiteral("¥"));
    QCOMPARE(purchase->suffix(), QStringLiteral(" CNY"));
    purchase->setValue(10000);
    auto* one = page.findChild<ui::OneConfigurationPanel*>();
    QVERIFY(one);
    QVERIFY(near(one->purchaseUsd(), 10000 / rate));
    const double server = m_workspace->ownership()[OwnershipInputId::ServerUsdPerGpuPcie];
    QVERIFY(near(page.currentCost()->capexUsd, 10000 / rate + server));
    // Back in dollars the same purchase shows as dollars, unchanged underneath.
    m_workspace->setCurrency(engine::Currency::USD);
    QCOMPARE(purchase->prefix(), QStringLiteral("$"));
    QCOMPARE(purchase->value(), 1425.0); // 1,424.56 to the field's whole dollars
    QVERIFY(near(one->purchaseUsd(), 10000 / rate));
    QVERIFY(near(page.currentCost()->capexUsd, 10000 / rate + server));

    // The money inputs: shown and typed in yuan, stored in dollars, and saved so.
    m_workspace->setCurrency(engine::Currency::CNY);
    ui::OwnershipInputsModel* model = page.inputsModel();
    const int serverRow = rowOf(OwnershipInputId::ServerUsdPerGpuPcie);
    const QModelIndex serverValue = model->index(serverRow, ui::OwnershipInputsModel::ValueColumn);
    QVERIFY(near(serverValue.data(Qt::EditRole).toDouble(), server * rate));
    QVERIFY(model->setData(serverValue, 28000.0));
    QVERIFY(near(m_workspace->ownership()[OwnershipInputId::ServerUsdPerGpuPcie], 28000 / rate));
    QCOMPARE(serverValue.data().toString(), text::Money::amount(28000.0, engine::Currency::CNY));
    QVERIFY(serverValue.data().toString().contains(QStringLiteral("¥")));
    QVERIFY(near(page.currentCost()->capexUsd, (10000 + 28000) / rate));
    const QModelIndex power =
        model->index(rowOf(OwnershipInputId::ElectricityUsdPerKwh), ui::OwnershipInputsModel::ValueColumn);
    QVERIFY(model->setData(power, 1.0)); // 1 yuan per kWh
    QVERIFY(near(m_workspace->ownership()[OwnershipInputId::ElectricityUsdPerKwh], 1.0 / rate));
    QCOMPARE(power.data().toString(), text::Money::perKwh(1.0, engine::Currency::CNY));
    // Inputs that are not money are not converted.
    const QModelIndex pue = model->index(rowOf(OwnershipInputId::Pue), ui::OwnershipInputsModel::ValueColumn);
    QCOMPARE(pue.data(Qt::EditRole).toDouble(), m_workspace->ownership()[OwnershipInputId::Pue]);
}

GPUATLAS_TEST_MAIN(tst_CostOfOwnershipPage)
#include "tst_CostOfOwnershipPage.moc"
