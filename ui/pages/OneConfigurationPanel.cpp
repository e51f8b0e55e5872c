// SPDX-License-Identifier: GPL-3.0-or-later
#include "OneConfigurationPanel.h"

#include "state/Workspace.h"
#include "text/OwnershipTable.h"
#include "text/OwnershipText.h"
#include "text/Prose.h"
#include "ui/charts/ChartFigureView.h"
#include "ui/document/charts/BreakEvenChartBuilder.h"
#include "ui/document/charts/ChartFacade.h"
#include "ui/widgets/WidePopup.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

namespace gpuatlas::ui {

using engine::CostOfOwnership;
using engine::Estimate;
using engine::OwnershipInputId;
using engine::Price;
using text::OwnershipText;

OneConfigurationPanel::OneConfigurationPanel(state::CurrentResult& current, QWidget* parent)
    : QGroupBox(parent)
    , m_current(current)
    , m_title(new QLabel)
    , m_gpuLabel(new QLabel)
    , m_gpu(new QComboBox)
    , m_countLabel(new QLabel)
    , m_count(new QSpinBox)
    , m_rentalLabel(new QLabel)
    , m_rental(new QComboBox)
    , m_purchaseLabel(new QLabel)
    , m_purchase(new QDoubleSpinBox)
    , m_purchaseNote(new QLabel)
    , m_overTime(new charts::ChartFigureView)
    , m_byUtilisation(new charts::ChartFigureView)
{
    m_gpu->setObjectName(QStringLiteral("tcoGpuCombo"));
    m_count->setObjectName(QStringLiteral("tcoCountSpin"));
    m_count->setRange(1, 4096);
    m_rental->setObjectName(QStringLiteral("tcoRentalCombo"));
    for (QComboBox* combo : {m_gpu, m_rental}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(18);
        combo->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    }
    m_purchase->setObjectName(QStringLiteral("tcoPurchaseSpin"));
    m_purchase->setRange(0, 10'000'000);
    m_purchase->setDecimals(0);
    m_purchase->setSingleStep(500);
    m_purchase->setGroupSeparatorShown(true);
    m_purchaseNote->setObjectName(QStringLiteral("purchaseNote"));
    m_purchaseNote->setWordWrap(true);
    m_purchaseNote->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_overTime->setObjectName(QStringLiteral("breakEvenOverTime"));
    m_byUtilisation->setObjectName(QStringLiteral("breakEvenByUtilisation"));
    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    m_title->setWordWrap(true);
    form->addRow(m_title);
    form->addRow(m_gpuLabel, m_gpu);
    form->addRow(m_countLabel, m_count);
    form->addRow(m_rentalLabel, m_rental);
    form->addRow(m_purchaseLabel, m_purchase);
    form->addRow(QString(), m_purchaseNote);

    connect(m_gpu, &QComboBox::currentIndexChanged, this, &OneConfigurationPanel::candidateChosen);
    connect(m_count, &QSpinBox::valueChanged, this, &OneConfigurationPanel::recompute);
    connect(m_rental, &QComboBox::currentIndexChanged, this, &OneConfigurationPanel::recompute);
    connect(m_purchase, &QDoubleSpinBox::valueChanged, this, &OneConfigurationPanel::purchaseTyped);
    retranslate();
}

void OneConfigurationPanel::retranslate()
{
    m_title->setText(tr("One configuration, rented or bought:"));
    m_gpuLabel->setText(tr("&GPU:"));
    m_gpuLabel->setBuddy(m_gpu);
    m_countLabel->setText(tr("&How many:"));
    m_countLabel->setBuddy(m_count);
    m_rentalLabel->setText(tr("&Rent at:"));
    m_rentalLabel->setBuddy(m_rental);
    m_purchaseLabel->setText(tr("&Buy at (per GPU):"));
    m_purchaseLabel->setBuddy(m_purchase);
    showPurchase(); // its sign and code
    // The rentals and the purchase note name providers and kinds in the current
    // language; the user's choices stay.
    for (std::size_t i = 0; i < m_rentals.size(); ++i)
        m_rental->setItemText(static_cast<int>(i), rentalLabel(m_rentals[i]));
    if (const Candidate* candidate = currentCandidate())
        m_purchaseNote->setText(purchaseNote(candidate->estimate.gpuId));
    recompute();
}

QString OneConfigurationPanel::rentalLabel(const Price& price)
{
    QString label = tr("%1, %2 (%3)")
                        .arg(OwnershipText::provider(price), OwnershipText::priceKind(price.kind),
                             OwnershipText::priceAmount(price));
    if (price.commitmentMonths > 0)
        label += QLatin1Char(' ') + tr("%n-month term", nullptr, price.commitmentMonths);
    return label;
}

QString OneConfigurationPanel::purchaseNote(const std::string& gpuId) const
{
    const Price* purchase = m_current.workspace().prices().defaultPurchase(gpuId);
    return purchase ? tr("%1, %2").arg(OwnershipText::provider(*purchase), QString::fromStdString(purchase->date))
                    : tr("No purchase price is known for this GPU: enter one (or add it in Tools > Prices).");
}

const OneConfigurationPanel::Candidate* OneConfigurationPanel::currentCandidate() const
{
    const int index = m_gpu->currentIndex();
    return index >= 0 && index < static_cast<int>(m_candidates.size()) ? &m_candidates[static_cast<std::size_t>(index)]
                                                                       : nullptr;
}

void OneConfigurationPanel::setCandidates(std::vector<Candidate> candidates, const state::ResultPtr& result,
                                          bool keepChoices)
{
    const QString current = m_gpu->currentData().toString();
    m_candidates = std::move(candidates);
    m_result = result;
    if (!keepChoices)
        m_shownGpu.clear(); // start from the candidate's own count and prices
    {
        const QSignalBlocker blocker(m_gpu);
        m_gpu->clear();
        for (const auto& candidate : m_candidates)
            m_gpu->addItem(OwnershipText::configuration(candidate.name, candidate.estimate.count()),
                           QString::fromStdString(candidate.estimate.gpuId));
        const int keep = m_gpu->findData(current);
        m_gpu->setCurrentIndex(keep >= 0 ? keep : 0);
    }
    candidateChosen();
}

void OneConfigurationPanel::candidateChosen()
{
    const Candidate* candidate = currentCandidate();
    if (!candidate || candidate->estimate.gpuId != m_shownGpu) {
        m_shownGpu = candidate ? candidate->estimate.gpuId : std::string();
        m_updating = true;
        m_rentals.clear();
        m_rental->clear();
        if (candidate)
            showPrices(*candidate);
        m_updating = false;
    }
    emit candidateChanged();
    recompute();
}

void OneConfigurationPanel::showPrices(const Candidate& candidate)
{
    const auto& prices = m_current.workspace().prices();
    const std::string& gpuId = candidate.estimate.gpuId;
    const Price* preferred = prices.defaultRental(gpuId);
    for (const Price* price : prices.pricesFor(gpuId)) {
        if (!price->isRental())
            continue;
        m_rentals.push_back(*price);
        m_rental->addItem(rentalLabel(*price));
        if (price == preferred)
            m_rental->setCurrentIndex(m_rental->count() - 1);
    }
    widenPopup(m_rental);
    m_count->setValue(candidate.estimate.count());
    const Price* purchase = prices.defaultPurchase(gpuId);
    m_purchaseUsd = purchase ? purchase->usd : 0;
    showPurchase();
    m_purchaseNote->setText(purchaseNote(gpuId));
}

std::optional<Estimate> OneConfigurationPanel::currentEstimate() const
{
    const Candidate* candidate = currentCandidate();
    if (!candidate || !m_result)
        return std::nullopt;
    if (m_count->value() == candidate->estimate.count())
        return candidate->estimate;
    // Another count than the ranking's: one GPU type at the count asked for, not a ranking.
    return m_current.workspace().estimate(m_result->workload, candidate->estimate.gpuId, m_count->value());
}

std::optional<engine::OwnershipRequest> OneConfigurationPanel::request(const Estimate& estimate) const
{
    const state::Workspace& workspace = m_current.workspace();
    const engine::Gpu* gpu = workspace.catalog().find(estimate.gpuId);
    const int rentalIndex = m_rental->currentIndex();
    const Price* rental = rentalIndex >= 0 && rentalIndex < static_cast<int>(m_rentals.size())
                              ? &m_rentals[static_cast<std::size_t>(rentalIndex)]
                              : nullptr;
    if (!gpu || !rental)
        return std::nullopt;
    return engine::OwnershipRequest{*gpu,
                                    estimate.count(),
                                    rental->usdPerGpuHour,
                                    CostOfOwnership::billingFor(*rental),
                                    m_purchaseUsd,
                                    workspace.ownership(),
                                    CostOfOwnership::unitsPerS(estimate),
                                    estimate.performance.timeToTrainHours};
}

QString OneConfigurationPanel::answerFor(const Estimate& estimate, const QString& configuration) const
{
    const state::Workspace& workspace = m_current.workspace();
    const bool tokens = estimate.headline.unit == engine::ThroughputUnit::Tokens;
    QStringList paragraphs;
    if (m_purchaseUsd <= 0) {
        paragraphs << tr("Enter a purchase price to compare with buying.");
    } else {
        paragraphs << OwnershipText::verdict(configuration, *m_cost,
                                             workspace.ownership()[OwnershipInputId::DepreciationMonths]);
        if (const QString work = OwnershipText::perWork(*m_cost, tokens, QLocale(), workspace.displayCurrency());
            !work.isEmpty())
            paragraphs << work;
        if (!estimate.feasible)
            paragraphs << tr("At this count the workload does not fit within its limits; per-run costs are "
                             "for what it would take.");
    }
    const text::OwnershipTable::Data data{workspace.catalog(), workspace.prices(), workspace.ownership(),
                                          workspace.displayCurrency()};
    if (const QString way = text::OwnershipTable::cheapestWayLine(data, m_result->ranking, m_result->workload);
        !way.isEmpty())
        paragraphs << way;
    return text::Prose::sentences(paragraphs);
}

void OneConfigurationPanel::recompute()
{
    if (m_updating)
        return;
    m_cost.reset();
    m_answer.clear();
    const auto estimate = currentEstimate();
    const auto ownership = estimate ? request(*estimate) : std::nullopt;
    if (!ownership) {
        m_overTime->setFigure(nullptr);
        m_byUtilisation->setFigure(nullptr);
        emit changed();
        return;
    }
    m_cost = CostOfOwnership::compute(*ownership);
    const QString configuration = OwnershipText::configuration(currentCandidate()->name, estimate->count());
    m_answer = answerFor(*estimate, configuration);
    const charts::ChartTheme theme;
    const text::DisplayCurrency shown = m_current.workspace().displayCurrency();
    m_overTimeData = charts::BreakEvenChartBuilder::overTime(*ownership, configuration, QLocale(), shown);
    m_byUtilisationData = charts::BreakEvenChartBuilder::byUtilisation(*ownership, configuration, QLocale(), shown);
    m_overTime->setFigure(charts::ChartFacade::create(charts::ChartKind::Lines, m_overTimeData, theme));
    m_byUtilisation->setFigure(charts::ChartFacade::create(charts::ChartKind::Lines, m_byUtilisationData, theme));
    emit changed();
}

bool OneConfigurationPanel::selectCandidate(const QString& gpuId)
{
    const int index = m_gpu->findData(gpuId);
    if (index < 0)
        return false;
    m_gpu->setCurrentIndex(index);
    return true;
}

void OneConfigurationPanel::setCount(int count)
{
    m_count->setValue(count);
}

bool OneConfigurationPanel::selectRental(const QString& provider)
{
    for (std::size_t i = 0; i < m_rentals.size(); ++i) {
        if (QString::fromStdString(m_rentals[i].provider) == provider) {
            m_rental->setCurrentIndex(static_cast<int>(i));
            return true;
        }
    }
    return false;
}

void OneConfigurationPanel::setPurchasePrice(double usdPerGpu)
{
    m_purchaseUsd = usdPerGpu;
    showPurchase();
    recompute();
}

void OneConfigurationPanel::setCurrency(const text::DisplayCurrency& shown)
{
    m_shown = shown;
    showPurchase();
    recompute();
}

void OneConfigurationPanel::showPurchase()
{
    // The sign before the amount and the code after it: "¥" alone is also the yen.
    m_purchase->setPrefix(text::Money::symbol(m_shown.currency));
    m_purchase->setSuffix(QLatin1Char(' ') + text::Money::code(m_shown.currency));
    m_purchase->setToolTip(m_shown.fromUsd
                               ? tr("The price of one GPU in %1; the comparison converts it to US dollars "
                                    "at %2.")
                                     .arg(text::Money::name(m_shown.currency), text::Money::datedRate(*m_shown.fromUsd))
                               : tr("The price of one GPU in US dollars."));
    const QSignalBlocker blocker(m_purchase);
    m_purchase->setValue(m_shown.convert(m_purchaseUsd));
}

void OneConfigurationPanel::purchaseTyped(double shown)
{
    const bool converted = m_shown.fromUsd && m_shown.fromUsd->rate > 0.0;
    m_purchaseUsd = converted ? shown / m_shown.fromUsd->rate : shown;
    recompute();
}

} // namespace gpuatlas::ui
