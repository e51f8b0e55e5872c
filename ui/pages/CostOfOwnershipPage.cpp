// SPDX-License-Identifier: GPL-3.0-or-later
#include "CostOfOwnershipPage.h"

#include "OneConfigurationPanel.h"
#include "RentOrBuyPanel.h"
#include "state/Workspace.h"
#include "text/GpuFields.h"
#include "text/Money.h"
#include "text/OwnershipTable.h"
#include "text/Units.h"
#include "ui/charts/ChartFigureView.h"
#include "ui/models/OwnershipInputsModel.h"
#include "ui/widgets/ChoiceDelegate.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gpuatlas::ui {

using engine::Estimate;
using engine::OwnershipInputId;
using text::OwnershipTable;
using text::Units;

namespace {

// Candidates compared in the table: the ranking's best few.
constexpr int comparedCandidates = 6;
// No role of OwnershipInputsModel offers choices: the delegate only edits numbers.
constexpr int noChoices = Qt::UserRole + 100;

QLabel* wrapped(const char* objectName)
{
    auto* label = new QLabel;
    label->setObjectName(QString::fromLatin1(objectName));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

CostOfOwnershipPage::CostOfOwnershipPage(state::CurrentResult& current, QWidget* parent)
    : QWidget(parent)
    , m_current(current)
    , m_workspace(current.workspace())
    , m_rentOrBuy(new RentOrBuyPanel(current))
    , m_one(new OneConfigurationPanel(current))
    , m_stack(new QStackedWidget)
    , m_emptyText(wrapped("tcoEmptyText"))
    , m_title(wrapped("tcoTitle"))
    , m_answer(wrapped("tcoAnswer"))
    , m_currencyLabel(new QLabel)
    , m_currency(new QComboBox)
    , m_currencyNote(wrapped("tcoCurrencyNote"))
    , m_utilisationLabel(new QLabel)
    , m_utilisation(new QSlider(Qt::Horizontal))
    , m_utilisationValue(new QLabel)
    , m_inputsTitle(new QLabel)
    , m_inputs(new OwnershipInputsModel(this))
    , m_inputsTable(new QTableView)
    , m_reset(new QPushButton)
    , m_charts(new QTabWidget)
    , m_comparisonTitle(new QLabel)
    , m_comparison(new QTableWidget)
{
    setObjectName(QStringLiteral("costOfOwnershipPage"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_emptyText->setAlignment(Qt::AlignCenter);
    m_answer->setTextFormat(Qt::PlainText); // GPU names may be the user's own
    m_title->setTextFormat(Qt::PlainText);  // so may the workload's name (tst_RichTextInjection)
    setUpTables();
    m_stack->addWidget(m_emptyText);
    m_stack->addWidget(buildContent());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
    connectAll();

    m_inputs->setInputs(m_workspace.ownership());
    retranslateUi();
    showUtilisation();
    showResult(m_current.result());
}

CostOfOwnershipPage::~CostOfOwnershipPage() = default;

void CostOfOwnershipPage::setUpTables()
{
    m_utilisation->setObjectName(QStringLiteral("tcoUtilisationSlider"));
    m_utilisation->setRange(1, 100);
    m_utilisationValue->setMinimumWidth(m_utilisationValue->fontMetrics().horizontalAdvance(QStringLiteral("100 %")) +
                                        4);
    m_inputsTable->setObjectName(QStringLiteral("ownershipInputsTable"));
    m_inputsTable->setModel(m_inputs);
    m_inputsTable->setItemDelegate(new ChoiceDelegate(noChoices, noChoices, this));
    m_inputsTable->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                                   QAbstractItemView::AnyKeyPressed);
    m_inputsTable->verticalHeader()->hide();
    m_inputsTable->setWordWrap(false);
    // Default and source are in each row's tooltip, with the description.
    m_inputsTable->setColumnHidden(OwnershipInputsModel::DefaultColumn, true);
    m_inputsTable->setColumnHidden(OwnershipInputsModel::SourceColumn, true);
    m_inputsTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_inputsTable->horizontalHeader()->setStretchLastSection(true);
    m_reset->setObjectName(QStringLiteral("resetOwnershipButton"));
    m_comparison->setObjectName(QStringLiteral("tcoComparison"));
    m_comparison->setColumnCount(OwnershipTable::ColumnCount);
    m_comparison->verticalHeader()->hide();
    m_comparison->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_comparison->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_comparison->setWordWrap(false);
    // Every figure whole and the configuration in the room left, elided (its tooltip
    // has it whole): at 1280 pixels "Pays off after" was scrolled out of sight.
    m_comparison->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_comparison->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_comparison->horizontalHeader()->setMinimumSectionSize(40);
    m_comparison->setTextElideMode(Qt::ElideMiddle);
}

QWidget* CostOfOwnershipPage::buildLeft()
{
    // What to rent and what to buy for the same work, at the utilisation below; one
    // configuration both ways; the inputs.
    auto* utilisationRow = new QHBoxLayout;
    utilisationRow->addWidget(m_utilisation, 1);
    utilisationRow->addWidget(m_utilisationValue);
    m_rentOrBuy->form()->addRow(m_utilisationLabel, utilisationRow);
    m_currency->setObjectName(QStringLiteral("tcoCurrency"));
    for (const engine::Currency currency : engine::allCurrencies)
        m_currency->addItem(QString(), static_cast<int>(currency));
    m_rentOrBuy->form()->addRow(m_currencyLabel, m_currency);
    auto* inputsHeader = new QHBoxLayout;
    inputsHeader->addWidget(m_inputsTitle, 1);
    inputsHeader->addWidget(m_reset);
    auto* left = new QWidget;
    auto* layout = new QVBoxLayout(left);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_rentOrBuy);
    layout->addWidget(m_one);
    layout->addLayout(inputsHeader);
    layout->addWidget(m_inputsTable, 1);
    return left;
}

QWidget* CostOfOwnershipPage::buildRight()
{
    m_charts->addTab(m_rentOrBuy->chart(), QString());
    m_charts->addTab(m_one->overTimeChart(), QString());
    m_charts->addTab(m_one->byUtilisationChart(), QString());
    auto* right = new QWidget;
    auto* layout = new QVBoxLayout(right);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_charts, 3);
    layout->addWidget(m_comparisonTitle);
    layout->addWidget(m_comparison, 2);
    return right;
}

QWidget* CostOfOwnershipPage::buildContent()
{
    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(buildLeft());
    splitter->addWidget(buildRight());
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    // The candidates table needs the width more than the form does (1280 pixels: every column visible).
    splitter->setSizes({370, 910});
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(m_title);
    layout->addWidget(m_answer);
    layout->addWidget(m_currencyNote);
    layout->addWidget(splitter, 1);
    return content;
}

void CostOfOwnershipPage::connectAll()
{
    connect(m_rentOrBuy, &RentOrBuyPanel::changed, this, &CostOfOwnershipPage::showAnswer);
    connect(m_one, &OneConfigurationPanel::changed, this, &CostOfOwnershipPage::showAnswer);
    connect(m_one, &OneConfigurationPanel::candidateChanged, this, &CostOfOwnershipPage::updateComparison);
    connect(m_utilisation, &QSlider::valueChanged, this, [this](int percent) {
        if (!m_updating)
            setUtilisation(percent / 100.0);
    });
    connect(m_inputs, &OwnershipInputsModel::inputsEdited, &m_workspace, &state::Workspace::setOwnership);
    connect(m_reset, &QPushButton::clicked, m_inputs, &OwnershipInputsModel::resetToDefaults);
    connect(&m_workspace, &state::Workspace::ownershipChanged, this, &CostOfOwnershipPage::ownershipChanged);
    // Another job, or new prices: the choices start again from the defaults (the new
    // result follows and is shown then).
    connect(&m_current, &state::CurrentResult::workloadChanged, this, [this] { m_keepChoices = false; });
    connect(&m_workspace, &state::Workspace::pricesChanged, this, [this] { m_keepChoices = false; });
    connect(&m_current, &state::CurrentResult::resultChanged, this, &CostOfOwnershipPage::showResult);
    // The page's own way to the currency (View > Currency is the other): the workspace
    // converts and the new result follows.
    connect(m_currency, &QComboBox::activated, this, [this](int index) {
        m_workspace.setCurrency(static_cast<engine::Currency>(m_currency->itemData(index).toInt()));
    });
    connect(&m_workspace, &state::Workspace::currencyChanged, this, &CostOfOwnershipPage::showCurrency);
    connect(&m_workspace, &state::Workspace::pricesChanged, this, &CostOfOwnershipPage::showCurrency);
}

void CostOfOwnershipPage::retranslateUi()
{
    m_emptyText->setText(tr("Describe a workload on the Recommendation page first: rent or buy depends on how long "
                            "the job runs on each GPU."));
    m_currencyLabel->setText(tr("Costs &in:"));
    m_currencyLabel->setBuddy(m_currency);
    m_currency->setToolTip(tr("The currency every cost is shown in; the same choice as View > Currency."));
    for (int i = 0; i < m_currency->count(); ++i)
        m_currency->setItemText(i, text::Money::name(static_cast<engine::Currency>(m_currency->itemData(i).toInt())));
    showCurrency();
    m_utilisationLabel->setText(tr("&Utilisation:"));
    m_utilisationLabel->setBuddy(m_utilisation);
    m_utilisation->setToolTip(tr("The share of the month's hours the GPUs bought are busy. It sets the work done each "
                                 "month; the rented GPUs are paid for the hours they need for the same work."));
    m_inputsTitle->setText(tr("Inputs (double-click a value to change it; hover for its source):"));
    m_inputsTitle->setWordWrap(true);
    m_inputsTable->setAccessibleName(tr("Cost inputs"));
    m_inputsTable->setAccessibleDescription(m_inputsTitle->text());
    m_reset->setText(tr("Reset"));
    m_charts->setTabText(0, tr("Rent or buy, over time"));
    m_charts->setTabText(1, tr("One configuration, over time"));
    m_charts->setTabText(2, tr("One configuration, by utilisation"));
    m_comparisonTitle->setText(
        tr("The best candidates, each rented and bought at its default prices. Per month: at the "
           "utilisation above of each configuration's own GPUs, so rows do different amounts of "
           "work; compare them per run or per million units."));
    m_comparisonTitle->setWordWrap(true);
    m_comparison->setAccessibleName(tr("Best candidates, rented and bought"));
    m_comparison->setAccessibleDescription(m_comparisonTitle->text());
    m_comparison->setHorizontalHeaderLabels(OwnershipTable::headers());
    const QString ownUtilisation = tr("At the utilisation above of this configuration's own GPUs (not the same work "
                                      "across rows).");
    for (const int column : {OwnershipTable::RentMonthlyColumn, OwnershipTable::OwnMonthlyColumn})
        m_comparison->horizontalHeaderItem(column)->setToolTip(ownUtilisation);
    m_rentOrBuy->retranslate();
    m_one->retranslate();
    showUtilisation();
    showTitles();
    updateComparison();
}

void CostOfOwnershipPage::showCurrency()
{
    const engine::Currency currency = m_workspace.currency();
    m_currency->setCurrentIndex(m_currency->findData(static_cast<int>(currency)));
    // The money inputs and the purchase price are typed in the currency shown, at its rate.
    m_inputs->setCurrency(m_workspace.displayCurrency());
    m_one->setCurrency(m_workspace.displayCurrency());
    // Where the figures come from, in the report's words: the rates that converted the
    // quotes, and the one that shows the engine's dollar figures (rent or buy) in yuan or euros.
    std::vector<engine::ExchangeRate> rates =
        m_result ? text::Money::ratesUsed(m_result->ranking) : std::vector<engine::ExchangeRate>{};
    const auto fromUsd = m_workspace.displayCurrency().fromUsd;
    if (fromUsd && std::none_of(rates.begin(), rates.end(), [&fromUsd](const engine::ExchangeRate& rate) {
            return engine::isSamePair(rate, *fromUsd);
        }))
        rates.push_back(*fromUsd);
    const engine::Currency shown = m_workspace.displayCurrency().currency;
    m_currencyNote->setText(text::Money::costsSentence(shown, rates, shown, std::nullopt));
    // The rates' sources, for whoever wants to check them.
    QStringList sources;
    for (const auto& rate : rates)
        sources << QStringLiteral("%1: %2").arg(text::Money::datedRate(rate),
                                                QString::fromStdString(rate.source.title));
    // Text from a file: never rich text.
    m_currencyNote->setToolTip(sources.isEmpty()
                                   ? QString()
                                   : Qt::convertFromPlainText(sources.join(QLatin1Char('\n')), Qt::WhiteSpaceNormal));
}

void CostOfOwnershipPage::showTitles()
{
    if (!m_result)
        return;
    const QString name = QString::fromStdString(m_result->workload.name);
    m_title->setText(name.isEmpty() ? tr("Rent or buy") : tr("Rent or buy: %1").arg(name));
    if (m_one->candidates().empty())
        m_emptyText->setText(tr("No candidate GPU runs this workload within its limits with a known rental price."));
}

void CostOfOwnershipPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void CostOfOwnershipPage::showResult(const state::ResultPtr& result)
{
    m_result = result;
    showCurrency();
    std::vector<OneConfigurationPanel::Candidate> candidates;
    if (result) {
        for (const auto& estimate : result->ranking) {
            const engine::Gpu* gpu = m_workspace.catalog().find(estimate.gpuId);
            if (!estimate.feasible || !gpu || !m_workspace.prices().defaultRental(estimate.gpuId))
                continue;
            candidates.push_back({estimate, text::GpuFields::displayName(*gpu)});
        }
    }
    m_stack->setCurrentIndex(result && !candidates.empty() ? 1 : 0);
    m_one->setCandidates(std::move(candidates), result, m_keepChoices);
    m_rentOrBuy->setResult(result, m_keepChoices);
    // Until the next job or prices, what the user chooses stays across new results.
    m_keepChoices = true;
    showTitles();
    updateComparison();
}

void CostOfOwnershipPage::ownershipChanged()
{
    m_inputs->setInputs(m_workspace.ownership());
    showUtilisation();
    m_one->recompute();
    m_rentOrBuy->recompute();
    updateComparison();
}

void CostOfOwnershipPage::showUtilisation()
{
    m_updating = true;
    const double utilisation = m_workspace.ownership()[OwnershipInputId::Utilisation];
    m_utilisation->setValue(static_cast<int>(std::lround(utilisation * 100)));
    m_utilisationValue->setText(Units::percent(utilisation));
    m_updating = false;
}

void CostOfOwnershipPage::showAnswer()
{
    QStringList parts;
    if (!m_rentOrBuy->verdict().isEmpty())
        parts << m_rentOrBuy->verdict();
    if (!m_one->answer().isEmpty())
        parts << tr("One configuration both ways: %1").arg(m_one->answer());
    m_answer->setText(parts.join(QLatin1Char('\n')));
}

void CostOfOwnershipPage::updateComparison()
{
    m_comparison->setRowCount(0);
    if (!m_result)
        return;
    const bool training = m_result->workload.isTraining();
    const OwnershipTable::Data data{m_workspace.catalog(), m_workspace.prices(), m_workspace.ownership(),
                                    m_workspace.displayCurrency()};
    const OneConfigurationPanel::Candidate* chosen = m_one->currentCandidate();
    // The best few, and the one chosen above wherever it ranks ("rent H100s or buy L40S?").
    int shown = 0;
    for (const auto& candidate : m_one->candidates()) {
        const bool isChosen = &candidate == chosen;
        if (shown >= comparedCandidates && !isChosen)
            continue;
        ++shown;
        const int row = m_comparison->rowCount();
        m_comparison->insertRow(row);
        const QStringList cells = OwnershipTable::row(data, candidate.estimate, training);
        for (int column = 0; column < cells.size(); ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            if (column != OwnershipTable::ConfigurationColumn)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (isChosen) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            m_comparison->setItem(row, column, item);
        }
        m_comparison->item(row, 0)->setToolTip(Qt::convertFromPlainText(cells[0]));
        m_comparison->item(row, OwnershipTable::PaysOffColumn)->setToolTip(cells[OwnershipTable::PaysOffColumn]);
        if (cells[OwnershipTable::BuyingColumn] == OwnershipTable::noPurchasePrice())
            m_comparison->item(row, OwnershipTable::BuyingColumn)
                ->setToolTip(tr("Not for sale, or no purchase price is known: add one in Tools > "
                                "Prices to compare buying."));
    }
}

bool CostOfOwnershipPage::selectCandidate(const QString& gpuId)
{
    return m_one->selectCandidate(gpuId);
}

void CostOfOwnershipPage::setCount(int count)
{
    m_one->setCount(count);
}

void CostOfOwnershipPage::setUtilisation(double fraction)
{
    engine::OwnershipInputs inputs = m_workspace.ownership();
    inputs.set(OwnershipInputId::Utilisation, fraction);
    m_workspace.setOwnership(inputs);
}

bool CostOfOwnershipPage::selectRental(const QString& provider)
{
    return m_one->selectRental(provider);
}

void CostOfOwnershipPage::setPurchasePrice(double usdPerGpu)
{
    m_one->setPurchasePrice(usdPerGpu);
}

bool CostOfOwnershipPage::selectRent(const QString& gpuId, const QString& provider)
{
    return m_rentOrBuy->selectRent(gpuId, provider);
}

bool CostOfOwnershipPage::selectBuy(const QString& gpuId)
{
    return m_rentOrBuy->selectBuy(gpuId);
}

std::optional<state::RentOrBuyChoice> CostOfOwnershipPage::rentOrBuySelection() const
{
    return m_rentOrBuy->selection();
}

std::optional<engine::RentOrBuy> CostOfOwnershipPage::currentRentOrBuy() const
{
    return m_rentOrBuy->result();
}

QString CostOfOwnershipPage::rentOrBuyVerdict() const
{
    return m_rentOrBuy->verdict();
}

const charts::ChartData& CostOfOwnershipPage::rentOrBuyData() const
{
    return m_rentOrBuy->chartData();
}

QString CostOfOwnershipPage::answer() const
{
    return m_answer->text();
}

std::optional<engine::OwnershipCost> CostOfOwnershipPage::currentCost() const
{
    return m_one->cost();
}

const charts::ChartData& CostOfOwnershipPage::overTimeData() const
{
    return m_one->overTimeData();
}

const charts::ChartData& CostOfOwnershipPage::byUtilisationData() const
{
    return m_one->byUtilisationData();
}

} // namespace gpuatlas::ui
