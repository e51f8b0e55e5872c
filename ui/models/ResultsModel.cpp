// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResultsModel.h"

#include "text/EngineText.h"
#include "text/GpuFields.h"
#include "text/HeadlineText.h"
#include "text/Money.h"
#include "text/RankingTable.h"
#include "text/Units.h"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <cmath>

namespace gpuatlas::ui {

using engine::Estimate;
using engine::Workload;
using text::HeadlineText;
using text::Units;

ResultsModel::ResultsModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void ResultsModel::setResults(std::vector<Estimate> estimates, const Workload& workload, const engine::Catalog& catalog,
                              engine::MarketScope market)
{
    beginResetModel();
    m_estimates = std::move(estimates);
    m_workload = workload;
    m_names.clear();
    m_nameRow.clear();
    m_nameRow.reserve(m_estimates.size());
    for (const auto& estimate : m_estimates) {
        const auto* gpu = catalog.find(estimate.gpuId);
        // The user's own GPUs carry their "custom" marker here, in the charts and reports that take names from here.
        m_nameRow.emplace(estimate.gpuId, m_names.size());
        QString name = gpu ? text::GpuFields::displayName(*gpu) : QString::fromStdString(estimate.gpuId);
        if (gpu && !inMarket(*gpu, market))
            name = text::GpuFields::outsideMarketName(name, gpu->market);
        m_names.emplace_back(estimate.gpuId, name);
    }
    endResetModel();
}

void ResultsModel::setPinned(std::optional<std::vector<Estimate>> pinned)
{
    m_pinned = std::move(pinned);
    m_pinnedRow.clear();
    if (m_pinned) {
        for (std::size_t i = 0; i < m_pinned->size(); ++i)
            m_pinnedRow.emplace((*m_pinned)[i].gpuId, i);
    }
    if (!m_estimates.empty())
        emit dataChanged(index(0, ComparisonColumn), index(rowCount() - 1, ComparisonColumn));
    emit headerDataChanged(Qt::Horizontal, ComparisonColumn, ComparisonColumn);
}

const Estimate* ResultsModel::estimateAt(int row) const
{
    return row >= 0 && row < rowCount() ? &m_estimates[static_cast<std::size_t>(row)] : nullptr;
}

QString ResultsModel::gpuName(const std::string& id) const
{
    const auto it = m_nameRow.find(id);
    return it != m_nameRow.end() ? m_names[it->second].second : QString::fromStdString(id);
}

int ResultsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_estimates.size());
}

int ResultsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

void ResultsModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_estimates.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

engine::Headline ResultsModel::shape() const
{
    // Every estimate of a workload shares the unit, latency and cost basis.
    if (const Estimate* first = estimateAt(0))
        return first->headline;
    engine::Headline shape;
    shape.training = isTraining();
    if (shape.training) {
        shape.latency = engine::LatencyKind::TimeToTrain;
        shape.costBasis = engine::CostBasis::PerRun;
    } else {
        shape.costBasis = engine::CostBasis::PerMillionTokens;
    }
    return shape;
}

QVariant ResultsModel::data(const QModelIndex& index, int role) const
{
    const Estimate* estimate = estimateAt(index.row());
    if (!estimate || index.column() < 0 || index.column() >= ColumnCount)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return display(*estimate, index.row(), index.column());
    case Qt::UserRole:
        return sortValue(*estimate, index.row(), index.column());
    case Qt::ToolTipRole:
        return reasonsText(*estimate);
    case Qt::TextAlignmentRole:
        return index.column() == GpuColumn || index.column() == BottleneckColumn || index.column() == ComparisonColumn
                   ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (!estimate->feasible)
            return QBrush(QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text));
        if (index.column() == FitsColumn)
            return QBrush(QColor(0x1b, 0x7f, 0x3b));
        return {};
    case Qt::FontRole:
        if (index.row() == 0 && estimate->feasible) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    default:
        return {};
    }
}

QVariant ResultsModel::display(const Estimate& estimate, int row, int column) const
{
    // The same words and numbers as the report's and the CLI's tables.
    if (column == ComparisonColumn)
        return comparisonText(estimate);
    return text::RankingTable::cell(column, estimate, row, gpuName(estimate.gpuId));
}

QVariant ResultsModel::sortValue(const Estimate& estimate, int row, int column) const
{
    switch (column) {
    case RankColumn:
        return estimate.feasible ? row + 1 : std::numeric_limits<int>::max();
    case GpuColumn:
        return gpuName(estimate.gpuId);
    case CountColumn:
        return estimate.count();
    case FitsColumn:
        return estimate.feasible;
    case ThroughputColumn: {
        const auto value = estimate.headline.compared();
        return value ? QVariant(*value) : QVariant();
    }
    case LatencyColumn: {
        const auto& h = estimate.headline;
        const auto value = h.latency == engine::LatencyKind::TimeToTrain ? h.hours : h.firstMs;
        return value ? QVariant(*value) : QVariant();
    }
    case UsdPerHourColumn: {
        const auto perHour = text::Money::perHourOf(estimate.cost);
        return perHour ? QVariant(*perHour) : QVariant();
    }
    case UnitCostColumn: {
        const auto cost = text::Money::headlineValue(estimate);
        return cost ? QVariant(*cost) : QVariant();
    }
    case ScoreColumn:
        return estimate.score;
    case BottleneckColumn:
        return text::EngineText::bottleneck(estimate.performance.bottleneck);
    default:
        return {};
    }
}

QVariant ResultsModel::headerToolTip(int section) const
{
    switch (section) {
    case CountColumn:
        return m_workload.constraints.gpuCount ? tr("The GPU count fixed for every candidate")
                                               : tr("The smallest number of GPUs that fits and meets the constraints");
    case ThroughputColumn: {
        const QString why = HeadlineText::throughputTooltip(shape(), m_workload.inference.requestsPerS.value_or(0.0) *
                                                                         m_workload.inference.outputTokens);
        return why.isEmpty() ? QVariant() : QVariant(why);
    }
    case ScoreColumn:
        return tr("0-100 from the workload's priorities (speed, cost, energy)");
    case UnitCostColumn:
        return HeadlineText::costTooltip(shape().costBasis);
    case ComparisonColumn:
        return tr("Change against the pinned result of the same GPU");
    default:
        return {};
    }
}

QVariant ResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole)
        return headerToolTip(section);
    if (role != Qt::DisplayRole)
        return {};
    if (section == ComparisonColumn)
        return m_pinned ? tr("vs. pinned") : QString();
    return text::RankingTable::header(section, shape(),
                                      m_estimates.empty() ? engine::Currency::USD : m_estimates.front().cost.currency);
}

QString ResultsModel::reasonsText(const Estimate& estimate) const
{
    QStringList lines;
    const auto money = text::DisplayCurrency::ofCost(estimate.cost);
    for (const auto& reason : estimate.reasons)
        lines << (reason.blocking ? QStringLiteral("✗ ") : QStringLiteral("• ")) +
                     text::EngineText::reason(reason, QLocale(), money);
    return lines.join(QLatin1Char('\n'));
}

const Estimate* ResultsModel::pinnedFor(const std::string& gpuId) const
{
    if (!m_pinned)
        return nullptr;
    const auto it = m_pinnedRow.find(gpuId);
    return it != m_pinnedRow.end() ? &(*m_pinned)[it->second] : nullptr;
}

QString ResultsModel::comparisonText(const Estimate& estimate) const
{
    const Estimate* pinned = pinnedFor(estimate.gpuId);
    if (!pinned)
        return m_pinned ? tr("not in the pinned result") : QString();
    const QLocale locale;
    const auto percentChange = [&](std::optional<double> now, std::optional<double> before) -> QString {
        if (!now || !before || *before <= 0)
            return QStringLiteral("–");
        const double change = *now / *before - 1.0;
        return (change >= 0 ? QStringLiteral("+") : QString()) + Units::percent(change, locale);
    };
    return tr("speed %1, cost %2")
        .arg(percentChange(estimate.headline.throughput, pinned->headline.throughput),
             percentChange(estimate.headline.cost, pinned->headline.cost));
}

} // namespace gpuatlas::ui
