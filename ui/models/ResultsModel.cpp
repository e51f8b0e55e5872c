// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResultsModel.h"

#include "text/EngineText.h"
#include "text/GpuFields.h"
#include "text/Units.h"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <cmath>

namespace gpuatlas::ui {

using engine::Estimate;
using engine::Workload;
using text::Units;

ResultsModel::ResultsModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void ResultsModel::setResults(std::vector<Estimate> estimates, const Workload& workload, const engine::Catalog& catalog)
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
        m_names.emplace_back(estimate.gpuId,
                             gpu ? text::GpuFields::displayName(*gpu) : QString::fromStdString(estimate.gpuId));
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

std::optional<double> ResultsModel::throughput(const Estimate& estimate, const Workload& workload)
{
    const auto& p = estimate.performance;
    if (p.imagesPerS)
        return p.imagesPerS;
    if (p.tokensPerS && (workload.isTraining() || !p.samplesPerS))
        return p.tokensPerS;
    return p.samplesPerS ? p.samplesPerS : p.tokensPerS;
}

std::optional<double> ResultsModel::capacityTokensPerS(const Estimate& estimate, const Workload& workload)
{
    if (workload.isTraining() || !workload.inference.requestsPerS)
        return std::nullopt;
    for (const auto& reason : estimate.reasons) {
        if (reason.code == engine::ReasonCode::ServesLoad)
            return reason.number("capacity_requests_per_s") * workload.inference.outputTokens;
    }
    return std::nullopt;
}

std::optional<double> ResultsModel::shownThroughput(const Estimate& estimate) const
{
    // With a load to serve, every configuration that sustains it generates the same
    // tokens/s; what sets them apart is how much more they could take.
    if (servesLoad())
        return capacityTokensPerS(estimate, m_workload);
    return throughput(estimate, m_workload);
}

bool ResultsModel::servesLoad() const
{
    return !isTraining() && m_workload.inference.requestsPerS.has_value();
}

std::optional<double> ResultsModel::unitCost(const Estimate& estimate, const Workload& workload)
{
    if (workload.isTraining() && estimate.cost.usdTotal)
        return estimate.cost.usdTotal;
    if (estimate.cost.usdPerMillionTokens)
        return estimate.cost.usdPerMillionTokens;
    return estimate.cost.usdPerHour;
}

QString ResultsModel::throughputLabel() const
{
    // The unit follows what the engine measured: images, samples or tokens.
    const Estimate* first = estimateAt(0);
    if (first && first->performance.imagesPerS)
        return tr("Images/s");
    if (first && first->performance.samplesPerS && !first->performance.tokensPerS)
        return tr("Samples/s");
    return isTraining() ? tr("Training tokens/s") : tr("Tokens/s");
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
    const QLocale locale;
    switch (column) {
    case RankColumn:
        return estimate.feasible ? locale.toString(row + 1) : QStringLiteral("–");
    case GpuColumn:
        return gpuName(estimate.gpuId);
    case CountColumn:
        return tr("%n ×", nullptr, estimate.count());
    case FitsColumn:
        return estimate.feasible ? tr("Yes") : tr("No");
    case ThroughputColumn: {
        const auto value = shownThroughput(estimate);
        return value ? Units::estimate(*value, locale) : Units::notAvailable();
    }
    case LatencyColumn: {
        const auto& p = estimate.performance;
        if (isTraining())
            return p.timeToTrainHours ? Units::hours(*p.timeToTrainHours, locale) : Units::notAvailable();
        if (p.ttftMs && p.itlMs)
            return tr("%1 / %2").arg(Units::milliseconds(*p.ttftMs, locale), Units::milliseconds(*p.itlMs, locale));
        return p.ttftMs ? Units::milliseconds(*p.ttftMs, locale) : Units::notAvailable();
    }
    case UsdPerHourColumn:
        return estimate.cost.usdPerHour ? Units::usdPerHour(*estimate.cost.usdPerHour, locale) : Units::notAvailable();
    case UnitCostColumn: {
        const auto value = unitCost(estimate, m_workload);
        if (!value)
            return Units::notAvailable();
        if (isTraining() && estimate.cost.usdTotal)
            return Units::usd(*value, locale);
        return estimate.cost.usdPerMillionTokens ? Units::usd(*value, locale) : Units::usdPerHour(*value, locale);
    }
    case ScoreColumn:
        return estimate.feasible ? Units::number(estimate.score, 0, locale) : QStringLiteral("–");
    case BottleneckColumn:
        return text::EngineText::bottleneck(estimate.performance.bottleneck);
    case ComparisonColumn:
        return comparisonText(estimate);
    default:
        return {};
    }
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
        const auto value = shownThroughput(estimate);
        return value ? QVariant(*value) : QVariant();
    }
    case LatencyColumn: {
        const auto& p = estimate.performance;
        const auto value = isTraining() ? p.timeToTrainHours : p.ttftMs;
        return value ? QVariant(*value) : QVariant();
    }
    case UsdPerHourColumn:
        return estimate.cost.usdPerHour ? QVariant(*estimate.cost.usdPerHour) : QVariant();
    case UnitCostColumn: {
        const auto value = unitCost(estimate, m_workload);
        return value ? QVariant(*value) : QVariant();
    }
    case ScoreColumn:
        return estimate.score;
    case BottleneckColumn:
        return text::EngineText::bottleneck(estimate.performance.bottleneck);
    default:
        return {};
    }
}

QVariant ResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case CountColumn:
            return tr("The smallest number of GPUs that fits and meets the constraints");
        case ThroughputColumn:
            if (servesLoad())
                return tr("The most tokens per second this configuration could generate; the load asks for %1")
                    .arg(
                        Units::tokensPerSecond(*m_workload.inference.requestsPerS * m_workload.inference.outputTokens));
            return {};
        case ScoreColumn:
            return tr("0-100 from the workload's priorities (speed, cost, energy)");
        case UnitCostColumn:
            return isTraining() ? tr("Rental cost of the whole training run")
                                : tr("Rental cost per million generated tokens");
        case ComparisonColumn:
            return tr("Change against the pinned result of the same GPU");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case RankColumn:
        return tr("#");
    case GpuColumn:
        return tr("GPU");
    case CountColumn:
        return tr("GPUs");
    case FitsColumn:
        return tr("Fits");
    case ThroughputColumn:
        return servesLoad() ? tr("Capacity, tokens/s") : throughputLabel();
    case LatencyColumn:
        return isTraining() ? tr("Time to train") : tr("First token / per token");
    case UsdPerHourColumn:
        return tr("$/hour");
    case UnitCostColumn:
        return isTraining() ? tr("$ per run") : tr("$/M tokens");
    case ScoreColumn:
        return tr("Score");
    case BottleneckColumn:
        return tr("Bottleneck");
    case ComparisonColumn:
        return m_pinned ? tr("vs. pinned") : QString();
    default:
        return {};
    }
}

QString ResultsModel::reasonsText(const Estimate& estimate) const
{
    QStringList lines;
    for (const auto& reason : estimate.reasons)
        lines << (reason.blocking ? QStringLiteral("✗ ") : QStringLiteral("• ")) + text::EngineText::reason(reason);
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
        .arg(percentChange(throughput(estimate, m_workload), throughput(*pinned, m_workload)),
             percentChange(unitCost(estimate, m_workload), unitCost(*pinned, m_workload)));
}

} // namespace gpuatlas::ui
