// SPDX-License-Identifier: GPL-3.0-or-later
#include "CostOfOwnershipPage.h"

#include "state/Workspace.h"
#include "text/GpuFields.h"
#include "text/OwnershipText.h"
#include "text/Prose.h"
#include "text/Units.h"
#include "ui/charts/BreakEvenChartBuilder.h"
#include "ui/charts/ChartFacade.h"
#include "ui/charts/ChartFigureView.h"
#include "ui/models/OwnershipInputsModel.h"
#include "ui/widgets/ChoiceDelegate.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
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

using engine::CostOfOwnership;
using engine::Estimate;
using engine::OwnershipCost;
using engine::OwnershipInputId;
using engine::Price;
using text::OwnershipText;
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

bool isTraining(const std::optional<engine::Workload>& workload)
{
    return workload && workload->isTraining();
}

// The closed box may cut an entry short for want of width; its list opens wide enough
// to read every entry whole.
void widenPopup(QComboBox* combo)
{
    QAbstractItemView* list = combo->view();
    int widest = 0;
    for (int i = 0; i < combo->count(); ++i)
        widest = std::max(widest, list->fontMetrics().horizontalAdvance(combo->itemText(i)));
    // The text plus the item's margins, a scroll bar and the frame.
    constexpr int itemMargins = 24;
    list->setMinimumWidth(widest + itemMargins + list->verticalScrollBar()->sizeHint().width() +
                          2 * list->frameWidth());
}

} // namespace

CostOfOwnershipPage::CostOfOwnershipPage(Workspace& workspace, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
    , m_stack(new QStackedWidget)
    , m_emptyText(wrapped("tcoEmptyText"))
    , m_title(wrapped("tcoTitle"))
    , m_answer(wrapped("tcoAnswer"))
    , m_gpuLabel(new QLabel)
    , m_gpu(new QComboBox)
    , m_countLabel(new QLabel)
    , m_count(new QSpinBox)
    , m_rentalLabel(new QLabel)
    , m_rental(new QComboBox)
    , m_purchaseLabel(new QLabel)
    , m_purchase(new QDoubleSpinBox)
    , m_purchaseNote(wrapped("purchaseNote"))
    , m_utilisationLabel(new QLabel)
    , m_utilisation(new QSlider(Qt::Horizontal))
    , m_utilisationValue(new QLabel)
    , m_inputsTitle(new QLabel)
    , m_inputs(new OwnershipInputsModel(this))
    , m_inputsTable(new QTableView)
    , m_reset(new QPushButton)
    , m_charts(new QTabWidget)
    , m_overTime(new charts::ChartFigureView)
    , m_byUtilisation(new charts::ChartFigureView)
    , m_comparisonTitle(new QLabel)
    , m_comparison(new QTableWidget)
    , m_rentOrBuyTitle(new QLabel)
    , m_rentWhatLabel(new QLabel)
    , m_rentWhat(new QComboBox)
    , m_buyWhatLabel(new QLabel)
    , m_buyWhat(new QComboBox)
    , m_oneTitle(new QLabel)
    , m_rentOrBuyChart(new charts::ChartFigureView)
{
    setObjectName(QStringLiteral("costOfOwnershipPage"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_emptyText->setAlignment(Qt::AlignCenter);
    m_answer->setTextFormat(Qt::PlainText); // GPU names may be the user's own
    m_title->setTextFormat(Qt::PlainText);  // so may the workload's name (tst_RichTextInjection)
    m_gpu->setObjectName(QStringLiteral("tcoGpuCombo"));
    m_gpu->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_gpu->setMinimumContentsLength(18);
    m_count->setObjectName(QStringLiteral("tcoCountSpin"));
    m_count->setRange(1, 4096);
    m_rental->setObjectName(QStringLiteral("tcoRentalCombo"));
    m_rental->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_rental->setMinimumContentsLength(18);
    m_rentWhat->setObjectName(QStringLiteral("tcoRentWhatCombo"));
    m_buyWhat->setObjectName(QStringLiteral("tcoBuyWhatCombo"));
    for (QComboBox* combo : {m_rentWhat, m_buyWhat}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(18);
    }
    for (QComboBox* combo : {m_gpu, m_rental, m_rentWhat, m_buyWhat})
        combo->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_purchase->setObjectName(QStringLiteral("tcoPurchaseSpin"));
    m_purchase->setRange(0, 10'000'000);
    m_purchase->setDecimals(0);
    m_purchase->setSingleStep(500);
    m_purchase->setPrefix(tr("$", "currency before an amount"));
    m_purchase->setGroupSeparatorShown(true);
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
    m_overTime->setObjectName(QStringLiteral("breakEvenOverTime"));
    m_byUtilisation->setObjectName(QStringLiteral("breakEvenByUtilisation"));
    m_rentOrBuyChart->setObjectName(QStringLiteral("rentOrBuyOverTime"));
    m_charts->addTab(m_rentOrBuyChart, QString());
    m_charts->addTab(m_overTime, QString());
    m_charts->addTab(m_byUtilisation, QString());
    m_comparison->setObjectName(QStringLiteral("tcoComparison"));
    m_comparison->setColumnCount(7);
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

    // Left: what to rent and what to buy for the same work, one configuration both
    // ways, and the inputs.
    auto* twoWays = new QGroupBox;
    auto* twoWaysForm = new QFormLayout(twoWays);
    twoWaysForm->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    m_rentOrBuyTitle->setWordWrap(true);
    twoWaysForm->addRow(m_rentOrBuyTitle);
    twoWaysForm->addRow(m_rentWhatLabel, m_rentWhat);
    twoWaysForm->addRow(m_buyWhatLabel, m_buyWhat);
    auto* utilisationRow = new QHBoxLayout;
    utilisationRow->addWidget(m_utilisation, 1);
    utilisationRow->addWidget(m_utilisationValue);
    twoWaysForm->addRow(m_utilisationLabel, utilisationRow);
    auto* choice = new QGroupBox;
    auto* form = new QFormLayout(choice);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    m_oneTitle->setWordWrap(true);
    form->addRow(m_oneTitle);
    form->addRow(m_gpuLabel, m_gpu);
    form->addRow(m_countLabel, m_count);
    form->addRow(m_rentalLabel, m_rental);
    form->addRow(m_purchaseLabel, m_purchase);
    form->addRow(QString(), m_purchaseNote);
    auto* inputsHeader = new QHBoxLayout;
    inputsHeader->addWidget(m_inputsTitle, 1);
    inputsHeader->addWidget(m_reset);
    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(twoWays);
    leftLayout->addWidget(choice);
    leftLayout->addLayout(inputsHeader);
    leftLayout->addWidget(m_inputsTable, 1);

    auto* right = new QWidget;
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_charts, 3);
    rightLayout->addWidget(m_comparisonTitle);
    rightLayout->addWidget(m_comparison, 2);

    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    // The candidates table needs the width more than the form does (1280 pixels: every column visible).
    splitter->setSizes({370, 910});

    auto* content = new QWidget;
    auto* contentLayout = new QVBoxLayout(content);
    contentLayout->addWidget(m_title);
    contentLayout->addWidget(m_answer);
    contentLayout->addWidget(splitter, 1);
    m_stack->addWidget(m_emptyText);
    m_stack->addWidget(content);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);

    connect(m_gpu, &QComboBox::currentIndexChanged, this, &CostOfOwnershipPage::candidateChanged);
    connect(m_rentWhat, &QComboBox::currentIndexChanged, this, &CostOfOwnershipPage::recomputeRentOrBuy);
    connect(m_buyWhat, &QComboBox::currentIndexChanged, this, &CostOfOwnershipPage::recomputeRentOrBuy);
    connect(m_count, &QSpinBox::valueChanged, this, &CostOfOwnershipPage::recompute);
    connect(m_rental, &QComboBox::currentIndexChanged, this, &CostOfOwnershipPage::recompute);
    connect(m_purchase, &QDoubleSpinBox::valueChanged, this, &CostOfOwnershipPage::recompute);
    connect(m_utilisation, &QSlider::valueChanged, this, [this](int percent) {
        if (m_updating)
            return;
        engine::OwnershipInputs inputs = m_workspace.ownership();
        inputs.set(OwnershipInputId::Utilisation, percent / 100.0);
        m_workspace.setOwnership(inputs);
    });
    connect(m_inputs, &OwnershipInputsModel::inputsEdited, &m_workspace, &Workspace::setOwnership);
    connect(m_reset, &QPushButton::clicked, m_inputs, &OwnershipInputsModel::resetToDefaults);
    connect(&m_workspace, &Workspace::ownershipChanged, this, [this] {
        m_inputs->setInputs(m_workspace.ownership());
        recompute();
        updateComparison();
        recomputeRentOrBuy();
    });
    const auto refresh = [this] {
        rankIfNeeded();
        rebuildCandidates();
    };
    connect(&m_workspace, &Workspace::workloadChanged, this, [this, refresh] {
        m_ownResults = true;
        m_shownGpu.clear(); // another job: start from its own count and prices
        m_rentOrBuyFromDefaults = true;
        refresh();
    });
    connect(&m_workspace, &Workspace::pricesChanged, this, [this, refresh] {
        m_shownGpu.clear(); // start again from the (new) default prices
        m_rentOrBuyFromDefaults = true;
        refresh();
    });
    connect(&m_workspace, &Workspace::catalogChanged, this, refresh);
    connect(&m_workspace, &Workspace::assumptionsChanged, this, refresh);

    m_inputs->setInputs(m_workspace.ownership());
    retranslateUi();
    refresh();
}

CostOfOwnershipPage::~CostOfOwnershipPage() = default;

void CostOfOwnershipPage::retranslateUi()
{
    m_emptyText->setText(tr("Describe a workload on the Recommendation page first: rent or buy depends on how long "
                            "the job runs on each GPU."));
    m_gpuLabel->setText(tr("&GPU:"));
    m_gpuLabel->setBuddy(m_gpu);
    m_countLabel->setText(tr("&How many:"));
    m_countLabel->setBuddy(m_count);
    m_rentalLabel->setText(tr("&Rent at:"));
    m_rentalLabel->setBuddy(m_rental);
    m_purchaseLabel->setText(tr("&Buy at (per GPU):"));
    m_purchaseLabel->setBuddy(m_purchase);
    m_utilisationLabel->setText(tr("&Utilisation:"));
    m_utilisation->setToolTip(tr("The share of the month's hours the GPUs bought are busy. It sets the work done each "
                                 "month; the rented GPUs are paid for the hours they need for the same work."));
    m_rentOrBuyTitle->setText(tr("Rent one configuration or buy another, for the same work:"));
    m_rentWhatLabel->setText(tr("R&ent:"));
    m_rentWhatLabel->setBuddy(m_rentWhat);
    m_buyWhatLabel->setText(tr("Bu&y:"));
    m_buyWhatLabel->setBuddy(m_buyWhat);
    m_oneTitle->setText(tr("One configuration, rented or bought:"));
    m_utilisationLabel->setBuddy(m_utilisation);
    m_inputsTitle->setText(tr("Inputs (double-click a value to change it; hover for its source):"));
    m_inputsTitle->setWordWrap(true);
    m_reset->setText(tr("Reset"));
    m_charts->setTabText(0, tr("Rent or buy, over time"));
    m_charts->setTabText(1, tr("One configuration, over time"));
    m_charts->setTabText(2, tr("One configuration, by utilisation"));
    m_comparisonTitle->setText(
        tr("The best candidates, each rented and bought at its default prices. Per month: at the "
           "utilisation above of each configuration's own GPUs, so rows do different amounts of "
           "work; compare them per run or per million units."));
    m_comparisonTitle->setWordWrap(true);
    m_comparison->setHorizontalHeaderLabels(comparisonHeaders());
    const QString ownUtilisation = tr("At the utilisation above of this configuration's own GPUs (not the same work "
                                      "across rows).");
    for (const int column : {3, 4})
        m_comparison->horizontalHeaderItem(column)->setToolTip(ownUtilisation);
    rebuildCandidates();
}

void CostOfOwnershipPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void CostOfOwnershipPage::setResults(std::vector<Estimate> estimates, const engine::Workload& workload)
{
    m_ownResults = false;
    m_estimates = std::move(estimates);
    m_workload = workload;
    rebuildCandidates();
}

void CostOfOwnershipPage::rankIfNeeded()
{
    if (!m_ownResults)
        return;
    m_workload = m_workspace.workload();
    m_estimates = m_workload ? m_workspace.rank(*m_workload) : std::vector<Estimate>{};
}

void CostOfOwnershipPage::rebuildCandidates()
{
    const QString current = m_gpu->currentData().toString();
    m_candidates.clear();
    for (const auto& estimate : m_estimates) {
        const engine::Gpu* gpu = m_workspace.catalog().find(estimate.gpuId);
        if (!estimate.feasible || !gpu || !m_workspace.prices().defaultRental(estimate.gpuId))
            continue;
        m_candidates.push_back({estimate, text::GpuFields::displayName(*gpu)});
    }
    m_stack->setCurrentIndex(m_workload && !m_candidates.empty() ? 1 : 0);
    if (m_workload && m_candidates.empty())
        m_emptyText->setText(tr("No candidate GPU runs this workload within its limits with a known rental price."));
    {
        const QSignalBlocker blocker(m_gpu);
        m_gpu->clear();
        for (const auto& candidate : m_candidates)
            m_gpu->addItem(OwnershipText::configuration(candidate.name, candidate.estimate.count()),
                           QString::fromStdString(candidate.estimate.gpuId));
        const int keep = m_gpu->findData(current);
        m_gpu->setCurrentIndex(keep >= 0 ? keep : 0);
    }
    if (m_workload) {
        const QString name = QString::fromStdString(m_workload->name);
        m_title->setText(name.isEmpty() ? tr("Rent or buy") : tr("Rent or buy: %1").arg(name));
    }
    candidateChanged();
    updateComparison();
    rebuildRentOrBuy();
}

const CostOfOwnershipPage::Candidate* CostOfOwnershipPage::currentCandidate() const
{
    const int index = m_gpu->currentIndex();
    return index >= 0 && index < static_cast<int>(m_candidates.size()) ? &m_candidates[static_cast<std::size_t>(index)]
                                                                       : nullptr;
}

void CostOfOwnershipPage::candidateChanged()
{
    const Candidate* candidate = currentCandidate();
    if (candidate && candidate->estimate.gpuId == m_shownGpu) {
        recompute();
        return;
    }
    updateComparison();
    m_shownGpu = candidate ? candidate->estimate.gpuId : std::string();
    m_updating = true;
    m_rentals.clear();
    m_rental->clear();
    if (candidate) {
        const auto& prices = m_workspace.prices();
        const std::string& gpuId = candidate->estimate.gpuId;
        const Price* preferred = prices.defaultRental(gpuId);
        for (const Price* price : prices.pricesFor(gpuId)) {
            if (!price->isRental())
                continue;
            m_rentals.push_back(*price);
            QString label = tr("%1, %2 (%3)")
                                .arg(OwnershipText::provider(*price), OwnershipText::priceKind(price->kind),
                                     OwnershipText::priceAmount(*price));
            if (price->commitmentMonths > 0)
                label += QLatin1Char(' ') + tr("%n-month term", nullptr, price->commitmentMonths);
            m_rental->addItem(label);
            if (price == preferred)
                m_rental->setCurrentIndex(m_rental->count() - 1);
        }
        widenPopup(m_rental);
        m_count->setValue(candidate->estimate.count());
        const Price* purchase = prices.defaultPurchase(gpuId);
        m_purchase->setValue(purchase ? purchase->usd : 0);
        m_purchaseNote->setText(
            purchase ? tr("%1, %2").arg(OwnershipText::provider(*purchase), QString::fromStdString(purchase->date))
                     : tr("No purchase price is known for this GPU: enter one (or add it in Tools > Prices)."));
    }
    m_updating = false;
    recompute();
}

std::optional<Estimate> CostOfOwnershipPage::currentEstimate() const
{
    const Candidate* candidate = currentCandidate();
    if (!candidate || !m_workload)
        return std::nullopt;
    if (m_count->value() == candidate->estimate.count())
        return candidate->estimate;
    return m_workspace.estimate(*m_workload, candidate->estimate.gpuId, m_count->value());
}

std::optional<engine::OwnershipRequest> CostOfOwnershipPage::request(const Estimate& estimate, const Price* rental,
                                                                     double purchase) const
{
    const engine::Gpu* gpu = m_workspace.catalog().find(estimate.gpuId);
    if (!gpu || !rental)
        return std::nullopt;
    return engine::OwnershipRequest{*gpu,
                                    estimate.count(),
                                    rental->usdPerGpuHour,
                                    CostOfOwnership::billingFor(*rental),
                                    purchase,
                                    m_workspace.ownership(),
                                    CostOfOwnership::unitsPerS(estimate),
                                    estimate.performance.timeToTrainHours};
}

void CostOfOwnershipPage::recompute()
{
    if (m_updating)
        return;
    m_updating = true;
    const double utilisation = m_workspace.ownership()[OwnershipInputId::Utilisation];
    m_utilisation->setValue(static_cast<int>(std::lround(utilisation * 100)));
    m_utilisationValue->setText(Units::percent(utilisation));
    m_updating = false;

    m_cost.reset();
    const auto estimate = currentEstimate();
    const int rentalIndex = m_rental->currentIndex();
    const Price* rental = rentalIndex >= 0 && rentalIndex < static_cast<int>(m_rentals.size())
                              ? &m_rentals[static_cast<std::size_t>(rentalIndex)]
                              : nullptr;
    const auto ownership = estimate ? request(*estimate, rental, m_purchase->value()) : std::nullopt;
    if (!ownership) {
        m_oneAnswer.clear();
        showAnswer();
        m_overTime->setFigure(nullptr);
        m_byUtilisation->setFigure(nullptr);
        return;
    }
    m_cost = CostOfOwnership::compute(*ownership);
    const Candidate* candidate = currentCandidate();
    const QString configuration = OwnershipText::configuration(candidate->name, estimate->count());
    const bool tokens = estimate->performance.tokensPerS.has_value();

    QStringList paragraphs;
    if (m_purchase->value() <= 0) {
        paragraphs << tr("Enter a purchase price to compare with buying.");
    } else {
        paragraphs << OwnershipText::verdict(configuration, *m_cost,
                                             m_workspace.ownership()[OwnershipInputId::DepreciationMonths]);
        if (const QString work = OwnershipText::perWork(*m_cost, tokens); !work.isEmpty())
            paragraphs << work;
        if (!estimate->feasible)
            paragraphs << tr("At this count the workload does not fit within its limits; per-run costs are "
                             "for what it would take.");
    }
    if (const QString way = cheapestWayLine(m_workspace, m_estimates, *m_workload); !way.isEmpty())
        paragraphs << way;
    m_oneAnswer = text::Prose::sentences(paragraphs);
    showAnswer();

    const charts::ChartTheme theme;
    m_overTimeData = charts::BreakEvenChartBuilder::overTime(*ownership, configuration);
    m_byUtilisationData = charts::BreakEvenChartBuilder::byUtilisation(*ownership, configuration);
    m_overTime->setFigure(charts::ChartFacade::create(charts::ChartKind::Lines, m_overTimeData, theme));
    m_byUtilisation->setFigure(charts::ChartFacade::create(charts::ChartKind::Lines, m_byUtilisationData, theme));
}

void CostOfOwnershipPage::updateComparison()
{
    m_comparison->setRowCount(0);
    const bool training = isTraining(m_workload);
    // The best few, and the one chosen above wherever it ranks ("rent H100s or buy L40S?").
    std::vector<const Candidate*> compared;
    for (const auto& candidate : m_candidates) {
        if (static_cast<int>(compared.size()) < comparedCandidates || &candidate == currentCandidate())
            compared.push_back(&candidate);
    }
    for (const Candidate* shown : compared) {
        const Candidate& candidate = *shown;
        const Estimate& estimate = candidate.estimate;
        const int row = m_comparison->rowCount();
        m_comparison->insertRow(row);
        const bool chosen = shown == currentCandidate();
        const auto set = [this, row, chosen](int column, const QString& text, bool number = true) {
            auto* item = new QTableWidgetItem(text);
            if (number)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (chosen) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            m_comparison->setItem(row, column, item);
        };
        const QStringList cells = comparisonRow(m_workspace, estimate, training);
        for (int column = 0; column < cells.size(); ++column)
            set(column, cells[column], column != 0);
        m_comparison->item(row, 0)->setToolTip(Qt::convertFromPlainText(cells[0]));
        m_comparison->item(row, 6)->setToolTip(cells[6]);
        if (cells[2] == tr("no purchase price"))
            m_comparison->item(row, 2)->setToolTip(tr("Not for sale, or no purchase price is known: add one in Tools > "
                                                      "Prices to compare buying."));
    }
}

QStringList CostOfOwnershipPage::comparisonHeaders()
{
    return {tr("Configuration"),        tr("Renting"),       tr("Buying"), tr("Rent per month"), tr("Own per month"),
            tr("Owning cheaper above"), tr("Pays off after")};
}

QStringList CostOfOwnershipPage::comparisonRow(const Workspace& workspace, const Estimate& estimate, bool training)
{
    const engine::Gpu* gpu = workspace.catalog().find(estimate.gpuId);
    QStringList cells{OwnershipText::configuration(
        gpu ? text::GpuFields::displayName(*gpu) : QString::fromStdString(estimate.gpuId), estimate.count())};
    for (int column = 1; column < 7; ++column)
        cells << Units::notAvailable();
    // Renting and buying are shown apart: a GPU with a rental price and no purchase
    // price (not sold, or not yet priced) still has its rental figures, and the other
    // way round. compute() takes a zero price for the side that has none; those cells
    // are not shown.
    const Price* rental = workspace.prices().defaultRental(estimate.gpuId);
    const Price* purchase = workspace.prices().defaultPurchase(estimate.gpuId);
    if (!purchase)
        cells[2] = tr("no purchase price");
    if (!rental)
        cells[1] = tr("no rental price");
    if (!gpu || (!rental && !purchase))
        return cells;
    const OwnershipCost cost =
        CostOfOwnership::compute({*gpu, estimate.count(), rental ? rental->usdPerGpuHour : 0.0,
                                  rental ? CostOfOwnership::billingFor(*rental) : engine::RentBilling::PerHourUsed,
                                  purchase ? purchase->usd : 0.0, workspace.ownership(),
                                  CostOfOwnership::unitsPerS(estimate), estimate.performance.timeToTrainHours});
    const bool tokens = estimate.performance.tokensPerS.has_value();
    const auto work = [&](const std::optional<double>& perRun, const std::optional<double>& perMillion) {
        if (training && perRun)
            return tr("%1 per run").arg(Units::usd(*perRun));
        if (perMillion)
            return tokens ? Units::usdPerMillionTokens(*perMillion) : tr("%1/M samples").arg(Units::usd(*perMillion));
        return Units::notAvailable();
    };
    if (rental) {
        cells[1] = work(cost.rentUsdPerRun, cost.rentUsdPerMillionUnits);
        cells[3] = Units::usd(cost.rentMonthlyUsd);
    }
    if (purchase) {
        cells[2] = work(cost.buyUsdPerRun, cost.buyUsdPerMillionUnits);
        cells[4] = Units::usd(cost.buyMonthly.total());
    }
    if (!rental || !purchase)
        return cells;
    switch (cost.breakEven.kind) {
    case engine::BreakEvenKind::BuyCheaperAbove:
        cells[5] = Units::percent(*cost.breakEven.utilisation);
        break;
    case engine::BreakEvenKind::BuyCheaperBelow:
        cells[5] = tr("below %1").arg(Units::percent(*cost.breakEven.utilisation));
        break;
    case engine::BreakEvenKind::BuyAlwaysCheaper:
        cells[5] = tr("always");
        break;
    case engine::BreakEvenKind::RentAlwaysCheaper:
        cells[5] = tr("never");
        break;
    }
    if (!cost.breakEvenMonth)
        cells[6] = tr("never");
    else if (cost.paysOffWithinLife)
        cells[6] = tr("%n month(s)", nullptr, OwnershipText::wholeMonths(*cost.breakEvenMonth));
    else
        cells[6] = tr("%n month(s), after its life", nullptr, OwnershipText::wholeMonths(*cost.breakEvenMonth));
    return cells;
}

void CostOfOwnershipPage::showAnswer()
{
    QStringList parts;
    if (!m_rentOrBuyVerdict.isEmpty())
        parts << m_rentOrBuyVerdict;
    if (!m_oneAnswer.isEmpty())
        parts << tr("One configuration both ways: %1").arg(m_oneAnswer);
    m_answer->setText(parts.join(QLatin1Char('\n')));
}

QString CostOfOwnershipPage::optionConfiguration(const PricedOption& option) const
{
    const Estimate& estimate = m_estimates[option.estimate];
    const engine::Gpu* gpu = m_workspace.catalog().find(estimate.gpuId);
    return OwnershipText::configuration(
        gpu ? text::GpuFields::displayName(*gpu) : QString::fromStdString(estimate.gpuId), estimate.count());
}

void CostOfOwnershipPage::rebuildRentOrBuy()
{
    // Keep what the user chose while the job and prices stay (a calibration, new
    // inputs); otherwise start from the default comparison.
    const auto keyOf = [](const Estimate& estimate, const Price& price) {
        return QString::fromStdString(estimate.gpuId + '|' + price.provider + '|' + price.instance + '|' +
                                      std::string(engine::priceKindId(price.kind)));
    };
    const auto keyAt = [this, &keyOf](const std::vector<PricedOption>& options, const QComboBox* combo) {
        const int index = combo->currentIndex();
        return index >= 0 && index < static_cast<int>(options.size())
                   ? keyOf(m_estimates[options[static_cast<std::size_t>(index)].estimate],
                           options[static_cast<std::size_t>(index)].price)
                   : QString();
    };
    const QString keptRent = m_rentOrBuyFromDefaults ? QString() : keyAt(m_rentOptions, m_rentWhat);
    const QString keptBuy = m_rentOrBuyFromDefaults ? QString() : keyAt(m_buyOptions, m_buyWhat);
    m_rentOrBuyFromDefaults = false;

    m_rentOptions.clear();
    m_buyOptions.clear();
    const auto& prices = m_workspace.prices();
    const auto choice = m_workload ? CostOfOwnership::defaultRentOrBuy(m_estimates, m_workspace.catalog(), prices,
                                                                       m_workspace.ownership())
                                   : std::nullopt;
    int rentDefault = 0;
    int buyDefault = 0;
    int rentKept = -1;
    int buyKept = -1;
    for (std::size_t i = 0; m_workload && i < m_estimates.size(); ++i) {
        const Estimate& estimate = m_estimates[i];
        if (!estimate.feasible || !m_workspace.catalog().find(estimate.gpuId) || !CostOfOwnership::unitsPerS(estimate))
            continue;
        for (const Price* price : prices.pricesFor(estimate.gpuId)) {
            if (price->isRental()) {
                if (choice && i == choice->rentIndex && price == choice->rental)
                    rentDefault = static_cast<int>(m_rentOptions.size());
                if (keyOf(estimate, *price) == keptRent)
                    rentKept = static_cast<int>(m_rentOptions.size());
                m_rentOptions.push_back({i, *price});
            }
        }
        if (const Price* purchase = prices.defaultPurchase(estimate.gpuId)) {
            if (choice && i == choice->buyIndex)
                buyDefault = static_cast<int>(m_buyOptions.size());
            if (keyOf(estimate, *purchase) == keptBuy)
                buyKept = static_cast<int>(m_buyOptions.size());
            m_buyOptions.push_back({i, *purchase});
        }
    }
    {
        const QSignalBlocker rentBlocker(m_rentWhat);
        const QSignalBlocker buyBlocker(m_buyWhat);
        m_rentWhat->clear();
        for (const auto& option : m_rentOptions) {
            QString label =
                tr("%1 at %2 (%3, %4)")
                    .arg(optionConfiguration(option), OwnershipText::priceAmount(option.price),
                         OwnershipText::provider(option.price), OwnershipText::priceKind(option.price.kind));
            if (option.price.commitmentMonths > 0)
                label += QLatin1Char(' ') + tr("%n-month term", nullptr, option.price.commitmentMonths);
            m_rentWhat->addItem(label);
        }
        m_buyWhat->clear();
        for (const auto& option : m_buyOptions)
            m_buyWhat->addItem(tr("%1 at %2 (%3, %4)")
                                   .arg(optionConfiguration(option), OwnershipText::priceAmount(option.price),
                                        OwnershipText::provider(option.price),
                                        QString::fromStdString(option.price.date)));
        widenPopup(m_rentWhat);
        widenPopup(m_buyWhat);
        m_rentWhat->setCurrentIndex(m_rentOptions.empty() ? -1 : (rentKept >= 0 ? rentKept : rentDefault));
        m_buyWhat->setCurrentIndex(m_buyOptions.empty() ? -1 : (buyKept >= 0 ? buyKept : buyDefault));
    }
    recomputeRentOrBuy();
}

std::optional<CostOfOwnershipPage::RentOrBuySelection> CostOfOwnershipPage::rentOrBuySelection() const
{
    const int rent = m_rentWhat->currentIndex();
    const int buy = m_buyWhat->currentIndex();
    if (!m_workload || rent < 0 || buy < 0 || rent >= static_cast<int>(m_rentOptions.size()) ||
        buy >= static_cast<int>(m_buyOptions.size()))
        return std::nullopt;
    const PricedOption& rented = m_rentOptions[static_cast<std::size_t>(rent)];
    const PricedOption& bought = m_buyOptions[static_cast<std::size_t>(buy)];
    return RentOrBuySelection{m_estimates[rented.estimate], rented.price, m_estimates[bought.estimate], bought.price};
}

void CostOfOwnershipPage::recomputeRentOrBuy()
{
    // The combos are narrower than their entries: the whole entry in their tooltips, as
    // text (GPU names may be the user's own; tst_RichTextInjection).
    for (QComboBox* combo : {m_rentWhat, m_buyWhat})
        combo->setToolTip(combo->currentText().isEmpty() ? QString() : Qt::convertFromPlainText(combo->currentText()));
    m_rentOrBuy.reset();
    m_rentOrBuyVerdict.clear();
    m_rentOrBuyData = {};
    const auto selection = rentOrBuySelection();
    if (selection)
        m_rentOrBuy =
            CostOfOwnership::rentOrBuy(selection->rented, selection->rental, selection->bought, selection->purchase.usd,
                                       m_workspace.catalog(), m_workspace.ownership());
    if (!m_rentOrBuy) {
        if (m_workload && (m_rentOptions.empty() || m_buyOptions.empty()))
            m_rentOrBuyVerdict = tr("No candidate has both a rental price and, among the others, a purchase price to "
                                    "compare renting with buying (add your own in Tools > Prices).");
        m_rentOrBuyChart->setFigure(nullptr);
        showAnswer();
        return;
    }
    const auto name = [this](const Estimate& estimate) {
        const engine::Gpu* gpu = m_workspace.catalog().find(estimate.gpuId);
        return OwnershipText::configuration(
            gpu ? text::GpuFields::displayName(*gpu) : QString::fromStdString(estimate.gpuId), estimate.count());
    };
    const QString rented = name(selection->rented);
    const QString bought = name(selection->bought);
    const double life = m_workspace.ownership()[OwnershipInputId::DepreciationMonths];
    m_rentOrBuyVerdict = OwnershipText::rentOrBuyVerdict(rented, OwnershipText::priceAmount(selection->rental), bought,
                                                         *m_rentOrBuy, life);
    if (const QString costs =
            OwnershipText::rentOrBuyCosts(*m_rentOrBuy, selection->bought.performance.tokensPerS.has_value());
        !costs.isEmpty())
        m_rentOrBuyVerdict = text::Prose::sentences({m_rentOrBuyVerdict, costs});
    m_rentOrBuyData = charts::BreakEvenChartBuilder::overTime(*m_rentOrBuy, rented, bought, life);
    m_rentOrBuyChart->setFigure(
        charts::ChartFacade::create(charts::ChartKind::Lines, m_rentOrBuyData, charts::ChartTheme()));
    showAnswer();
}

bool CostOfOwnershipPage::selectRent(const QString& gpuId, const QString& provider)
{
    const Price* preferred = m_workspace.prices().defaultRental(gpuId.toStdString());
    for (std::size_t i = 0; i < m_rentOptions.size(); ++i) {
        const PricedOption& option = m_rentOptions[i];
        if (QString::fromStdString(m_estimates[option.estimate].gpuId) != gpuId)
            continue;
        const bool match = provider.isEmpty() ? preferred && engine::isSameQuote(option.price, *preferred)
                                              : QString::fromStdString(option.price.provider) == provider;
        if (match) {
            m_rentWhat->setCurrentIndex(static_cast<int>(i));
            return true;
        }
    }
    return false;
}

bool CostOfOwnershipPage::selectBuy(const QString& gpuId)
{
    for (std::size_t i = 0; i < m_buyOptions.size(); ++i) {
        if (QString::fromStdString(m_estimates[m_buyOptions[i].estimate].gpuId) == gpuId) {
            m_buyWhat->setCurrentIndex(static_cast<int>(i));
            return true;
        }
    }
    return false;
}

QString CostOfOwnershipPage::rentOrBuyVerdict() const
{
    return m_rentOrBuyVerdict;
}

QString CostOfOwnershipPage::cheapestWayLine(const Workspace& workspace, const std::vector<Estimate>& estimates,
                                             const engine::Workload& workload)
{
    const auto way =
        CostOfOwnership::cheapestWay(estimates, workspace.catalog(), workspace.prices(), workspace.ownership());
    if (!way)
        return {};
    const Estimate& best = estimates[way->estimateIndex];
    const engine::Gpu* gpu = workspace.catalog().find(best.gpuId);
    const QString configuration = OwnershipText::configuration(
        gpu ? text::GpuFields::displayName(*gpu) : QString::fromStdString(best.gpuId), best.count());
    return tr("Cheapest way to run this workload: %1.")
        .arg(OwnershipText::cheapestWay(configuration, *way, workload.isTraining(),
                                        best.performance.tokensPerS.has_value()));
}

bool CostOfOwnershipPage::selectCandidate(const QString& gpuId)
{
    const int index = m_gpu->findData(gpuId);
    if (index < 0)
        return false;
    m_gpu->setCurrentIndex(index);
    return true;
}

void CostOfOwnershipPage::setCount(int count)
{
    m_count->setValue(count);
}

void CostOfOwnershipPage::setUtilisation(double fraction)
{
    engine::OwnershipInputs inputs = m_workspace.ownership();
    inputs.set(OwnershipInputId::Utilisation, fraction);
    m_workspace.setOwnership(inputs);
}

bool CostOfOwnershipPage::selectRental(const QString& provider)
{
    for (std::size_t i = 0; i < m_rentals.size(); ++i) {
        if (QString::fromStdString(m_rentals[i].provider) == provider) {
            m_rental->setCurrentIndex(static_cast<int>(i));
            return true;
        }
    }
    return false;
}

void CostOfOwnershipPage::setPurchasePrice(double usdPerGpu)
{
    m_purchase->setValue(usdPerGpu);
}

QString CostOfOwnershipPage::answer() const
{
    return m_answer->text();
}

std::optional<OwnershipCost> CostOfOwnershipPage::currentCost() const
{
    return m_cost;
}

const charts::ChartData& CostOfOwnershipPage::overTimeData() const
{
    return m_overTimeData;
}

const charts::ChartData& CostOfOwnershipPage::byUtilisationData() const
{
    return m_byUtilisationData;
}

} // namespace gpuatlas::ui
