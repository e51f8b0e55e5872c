// SPDX-License-Identifier: GPL-3.0-or-later
#include "RentOrBuyPanel.h"

#include "state/Workspace.h"
#include "text/OwnershipTable.h"
#include "text/OwnershipText.h"
#include "text/Prose.h"
#include "ui/charts/ChartFigureView.h"
#include "ui/document/charts/BreakEvenChartBuilder.h"
#include "ui/document/charts/ChartFacade.h"
#include "ui/widgets/WidePopup.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QTextDocument>

namespace gpuatlas::ui {

using engine::CostOfOwnership;
using engine::Estimate;
using engine::Price;
using text::OwnershipText;

namespace {

QString keyOf(const Estimate& estimate, const Price& price)
{
    return QString::fromStdString(estimate.gpuId + '|' + price.provider + '|' + price.instance + '|' +
                                  std::string(engine::priceKindId(price.kind)));
}

} // namespace

RentOrBuyPanel::RentOrBuyPanel(state::CurrentResult& current, QWidget* parent)
    : QGroupBox(parent)
    , m_current(current)
    , m_form(new QFormLayout(this))
    , m_title(new QLabel)
    , m_rentLabel(new QLabel)
    , m_rent(new QComboBox)
    , m_buyLabel(new QLabel)
    , m_buy(new QComboBox)
    , m_chart(new charts::ChartFigureView)
{
    m_rent->setObjectName(QStringLiteral("tcoRentWhatCombo"));
    m_buy->setObjectName(QStringLiteral("tcoBuyWhatCombo"));
    m_chart->setObjectName(QStringLiteral("rentOrBuyOverTime"));
    for (QComboBox* combo : {m_rent, m_buy}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(18);
        combo->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        connect(combo, &QComboBox::currentIndexChanged, this, &RentOrBuyPanel::recompute);
    }
    m_form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    m_title->setWordWrap(true);
    m_form->addRow(m_title);
    m_form->addRow(m_rentLabel, m_rent);
    m_form->addRow(m_buyLabel, m_buy);
    retranslate();
}

void RentOrBuyPanel::retranslate()
{
    m_title->setText(tr("Rent one configuration or buy another, for the same work:"));
    m_rentLabel->setText(tr("R&ent:"));
    m_rentLabel->setBuddy(m_rent);
    m_buyLabel->setText(tr("Bu&y:"));
    m_buyLabel->setBuddy(m_buy);
    // The entries name prices and providers in the current language.
    if (m_result)
        setResult(m_result, true);
}

const Estimate& RentOrBuyPanel::estimateOf(const PricedOption& option) const
{
    return m_result->ranking[option.estimate];
}

QString RentOrBuyPanel::configuration(const PricedOption& option) const
{
    return text::OwnershipTable::configuration(m_current.workspace().catalog(), estimateOf(option));
}

QString RentOrBuyPanel::optionKey(const std::vector<PricedOption>& options, const QComboBox* combo) const
{
    const int index = combo->currentIndex();
    if (!m_result || index < 0 || index >= static_cast<int>(options.size()))
        return {};
    const PricedOption& option = options[static_cast<std::size_t>(index)];
    return keyOf(estimateOf(option), option.price);
}

void RentOrBuyPanel::setResult(const state::ResultPtr& result, bool keepChoice)
{
    // Keep what the user chose while the job and prices stay (a calibration, new
    // inputs); otherwise start from the default comparison.
    const QString keptRent = keepChoice ? optionKey(m_rentOptions, m_rent) : QString();
    const QString keptBuy = keepChoice ? optionKey(m_buyOptions, m_buy) : QString();
    m_result = result;
    int rentIndex = 0;
    int buyIndex = 0;
    collectOptions(keptRent, keptBuy, rentIndex, buyIndex);
    fillCombos(rentIndex, buyIndex);
    recompute();
}

void RentOrBuyPanel::collectOptions(const QString& keptRent, const QString& keptBuy, int& rentIndex, int& buyIndex)
{
    m_rentOptions.clear();
    m_buyOptions.clear();
    if (!m_result)
        return;
    const state::Workspace& workspace = m_current.workspace();
    const auto& prices = workspace.prices();
    const auto& ranking = m_result->ranking;
    const auto choice = CostOfOwnership::defaultRentOrBuy(ranking, workspace.catalog(), prices, workspace.ownership());
    int rentKept = -1;
    int buyKept = -1;
    for (std::size_t i = 0; i < ranking.size(); ++i) {
        const Estimate& estimate = ranking[i];
        if (!estimate.feasible || !workspace.catalog().find(estimate.gpuId) || !CostOfOwnership::unitsPerS(estimate))
            continue;
        for (const Price* price : prices.pricesFor(estimate.gpuId)) {
            if (!price->isRental())
                continue;
            if (choice && i == choice->rentIndex && price == choice->rental)
                rentIndex = static_cast<int>(m_rentOptions.size());
            if (keyOf(estimate, *price) == keptRent)
                rentKept = static_cast<int>(m_rentOptions.size());
            m_rentOptions.push_back({i, *price});
        }
        if (const Price* purchase = prices.defaultPurchase(estimate.gpuId)) {
            if (choice && i == choice->buyIndex)
                buyIndex = static_cast<int>(m_buyOptions.size());
            if (keyOf(estimate, *purchase) == keptBuy)
                buyKept = static_cast<int>(m_buyOptions.size());
            m_buyOptions.push_back({i, *purchase});
        }
    }
    if (rentKept >= 0)
        rentIndex = rentKept;
    if (buyKept >= 0)
        buyIndex = buyKept;
}

void RentOrBuyPanel::fillCombos(int rentIndex, int buyIndex)
{
    const QSignalBlocker rentBlocker(m_rent);
    const QSignalBlocker buyBlocker(m_buy);
    m_rent->clear();
    for (const auto& option : m_rentOptions) {
        QString label = tr("%1 at %2 (%3, %4)")
                            .arg(configuration(option), OwnershipText::priceAmount(option.price),
                                 OwnershipText::provider(option.price), OwnershipText::priceKind(option.price.kind));
        if (option.price.commitmentMonths > 0)
            label += QLatin1Char(' ') + tr("%n-month term", nullptr, option.price.commitmentMonths);
        m_rent->addItem(label);
    }
    m_buy->clear();
    for (const auto& option : m_buyOptions)
        m_buy->addItem(tr("%1 at %2 (%3, %4)")
                           .arg(configuration(option), OwnershipText::priceAmount(option.price),
                                OwnershipText::provider(option.price), QString::fromStdString(option.price.date)));
    widenPopup(m_rent);
    widenPopup(m_buy);
    m_rent->setCurrentIndex(m_rentOptions.empty() ? -1 : rentIndex);
    m_buy->setCurrentIndex(m_buyOptions.empty() ? -1 : buyIndex);
}

std::optional<state::RentOrBuyChoice> RentOrBuyPanel::selection() const
{
    const int rent = m_rent->currentIndex();
    const int buy = m_buy->currentIndex();
    if (!m_result || rent < 0 || buy < 0 || rent >= static_cast<int>(m_rentOptions.size()) ||
        buy >= static_cast<int>(m_buyOptions.size()))
        return std::nullopt;
    const PricedOption& rented = m_rentOptions[static_cast<std::size_t>(rent)];
    const PricedOption& bought = m_buyOptions[static_cast<std::size_t>(buy)];
    return state::RentOrBuyChoice{estimateOf(rented), rented.price, estimateOf(bought), bought.price};
}

void RentOrBuyPanel::recompute()
{
    // The combos are narrower than their entries: the whole entry in their tooltips, as
    // text (GPU names may be the user's own; tst_RichTextInjection).
    for (QComboBox* combo : {m_rent, m_buy})
        combo->setToolTip(combo->currentText().isEmpty() ? QString() : Qt::convertFromPlainText(combo->currentText()));
    const state::Workspace& workspace = m_current.workspace();
    m_rentOrBuy.reset();
    m_verdict.clear();
    m_data = {};
    const auto chosen = selection();
    m_current.setRentOrBuy(chosen);
    if (chosen)
        m_rentOrBuy = CostOfOwnership::rentOrBuy(chosen->rented, chosen->rental, chosen->bought, chosen->purchase.usd,
                                                 workspace.catalog(), workspace.ownership());
    if (!m_rentOrBuy) {
        if (m_result && (m_rentOptions.empty() || m_buyOptions.empty()))
            m_verdict = tr("No candidate has both a rental price and, among the others, a purchase price to "
                           "compare renting with buying (add your own in Tools > Prices).");
        m_chart->setFigure(nullptr);
        emit changed();
        return;
    }
    const QString rented = text::OwnershipTable::configuration(workspace.catalog(), chosen->rented);
    const QString bought = text::OwnershipTable::configuration(workspace.catalog(), chosen->bought);
    const double life = workspace.ownership()[engine::OwnershipInputId::DepreciationMonths];
    m_verdict =
        OwnershipText::rentOrBuyVerdict(rented, OwnershipText::priceAmount(chosen->rental), bought, *m_rentOrBuy, life);
    const bool tokens = chosen->bought.headline.unit == engine::ThroughputUnit::Tokens;
    if (const QString costs =
            OwnershipText::rentOrBuyCosts(*m_rentOrBuy, tokens, QLocale(), workspace.displayCurrency());
        !costs.isEmpty())
        m_verdict = text::Prose::sentences({m_verdict, costs});
    m_data = charts::BreakEvenChartBuilder::overTime(*m_rentOrBuy, rented, bought, life, QLocale(),
                                                     workspace.displayCurrency());
    m_chart->setFigure(charts::ChartFacade::create(charts::ChartKind::Lines, m_data, charts::ChartTheme()));
    emit changed();
}

bool RentOrBuyPanel::selectRent(const QString& gpuId, const QString& provider)
{
    const Price* preferred = m_current.workspace().prices().defaultRental(gpuId.toStdString());
    for (std::size_t i = 0; i < m_rentOptions.size(); ++i) {
        const PricedOption& option = m_rentOptions[i];
        if (QString::fromStdString(estimateOf(option).gpuId) != gpuId)
            continue;
        const bool match = provider.isEmpty() ? preferred && engine::isSameQuote(option.price, *preferred)
                                              : QString::fromStdString(option.price.provider) == provider;
        if (match) {
            m_rent->setCurrentIndex(static_cast<int>(i));
            return true;
        }
    }
    return false;
}

bool RentOrBuyPanel::selectBuy(const QString& gpuId)
{
    for (std::size_t i = 0; i < m_buyOptions.size(); ++i) {
        if (QString::fromStdString(estimateOf(m_buyOptions[i]).gpuId) == gpuId) {
            m_buy->setCurrentIndex(static_cast<int>(i));
            return true;
        }
    }
    return false;
}

} // namespace gpuatlas::ui
