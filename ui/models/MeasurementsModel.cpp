// SPDX-License-Identifier: GPL-3.0-or-later
#include "MeasurementsModel.h"

#include "text/EngineText.h"
#include "text/GpuFields.h"
#include "text/Units.h"

#include <QBrush>
#include <QColor>
#include <QGuiApplication>
#include <QPalette>
#include <QTextDocument>

#include <algorithm>
#include <array>
#include <cmath>

namespace gpuatlas::ui {

using engine::Measurement;
using engine::MeasurementFit;
using engine::MeasurementProblem;

namespace {

const std::array tasks{engine::Task::Inference, engine::Task::Training, engine::Task::Finetune};
const std::array runtimes{engine::Runtime::Optimized, engine::Runtime::LlamaCpp};
const std::array metrics{engine::MeasuredMetric::TokensPerS, engine::MeasuredMetric::SamplesPerS};

QString idText(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString metricLabel(engine::MeasuredMetric metric)
{
    return metric == engine::MeasuredMetric::TokensPerS ? MeasurementsModel::tr("tokens/s")
                                                        : MeasurementsModel::tr("samples/s");
}

QString problemText(MeasurementProblem problem)
{
    switch (problem) {
    case MeasurementProblem::None:
        return {};
    case MeasurementProblem::UnknownGpu:
        return MeasurementsModel::tr("unknown GPU");
    case MeasurementProblem::UnknownModel:
        return MeasurementsModel::tr("unknown model");
    case MeasurementProblem::DoesNotFit:
        return MeasurementsModel::tr("does not fit in memory");
    case MeasurementProblem::NoSuchMetric:
        return MeasurementsModel::tr("no such throughput for this model");
    }
    return {};
}

// "+12%", "−8%"
QString signedPercent(double fraction)
{
    const QString number = text::Units::number(std::abs(fraction) * 100.0, 0);
    return fraction >= 0 ? MeasurementsModel::tr("+%1%").arg(number) : MeasurementsModel::tr("−%1%").arg(number);
}

} // namespace

MeasurementsModel::MeasurementsModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

bool MeasurementsModel::isEstimateColumn(int column)
{
    return column >= BeforeColumn && column <= AfterErrorColumn;
}

void MeasurementsModel::setCatalog(const engine::Catalog& catalog, const engine::ModelCatalog& models)
{
    beginResetModel();
    m_gpuIds.clear();
    m_gpuNames.clear();
    m_modelIds.clear();
    m_modelNames.clear();
    for (const auto& gpu : catalog.gpus()) {
        m_gpuIds << QString::fromStdString(gpu.id);
        m_gpuNames << text::GpuFields::displayName(gpu);
    }
    for (const auto& model : models.models()) {
        m_modelIds << QString::fromStdString(model.id);
        m_modelNames << QString::fromStdString(model.name);
    }
    endResetModel();
}

void MeasurementsModel::setMeasurements(std::vector<Measurement> measurements)
{
    beginResetModel();
    m_measurements = std::move(measurements);
    endResetModel();
}

void MeasurementsModel::setCalibration(const engine::CalibrationResult& calibration)
{
    m_calibration = calibration;
    if (rowCount() > 0)
        emit dataChanged(index(0, BeforeColumn), index(rowCount() - 1, AfterErrorColumn));
}

QString MeasurementsModel::gpuName(const std::string& gpuId) const
{
    const auto at = m_gpuIds.indexOf(QString::fromStdString(gpuId));
    return at >= 0 ? m_gpuNames[at] : QString::fromStdString(gpuId);
}

QString MeasurementsModel::modelName(const std::string& modelId) const
{
    const auto at = m_modelIds.indexOf(QString::fromStdString(modelId));
    return at >= 0 ? m_modelNames[at] : QString::fromStdString(modelId);
}

int MeasurementsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_measurements.size());
}

int MeasurementsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MeasurementsModel::display(const Measurement& m, int row, int column) const
{
    const bool inference = m.task == engine::Task::Inference;
    const MeasurementFit* fit = static_cast<std::size_t>(row) < m_calibration.rows.size()
                                    ? &m_calibration.rows[static_cast<std::size_t>(row)]
                                    : nullptr;
    const auto estimate = [&](bool after) -> QVariant {
        if (!fit)
            return {};
        const auto& value = after ? fit->after : fit->before;
        return value ? QVariant(text::Units::estimate(*value)) : QVariant(text::Units::notAvailable());
    };
    const auto error = [&](bool after) -> QVariant {
        if (!fit)
            return {};
        if (!fit->usable())
            return problemText(fit->problem);
        const auto ratio = MeasurementFit::ratio(after ? fit->after : fit->before, m.value);
        return ratio ? QVariant(signedPercent(*ratio - 1.0)) : QVariant(text::Units::notAvailable());
    };
    switch (column) {
    case GpuColumn:
        return gpuName(m.gpuId);
    case ModelColumn:
        return modelName(m.modelId);
    case TaskColumn:
        return text::EngineText::task(m.task);
    case PrecisionColumn:
        return idText(engine::precisionId(m.precision)).toUpper();
    case BatchColumn:
        return m.batch;
    case PromptColumn:
        return inference ? QVariant(m.promptTokens) : QVariant(text::Units::notAvailable());
    case OutputColumn:
        return inference ? QVariant(m.outputTokens) : QVariant(text::Units::notAvailable());
    case SeqLenColumn:
        return inference ? QVariant(text::Units::notAvailable()) : QVariant(m.seqLen);
    case GpusColumn:
        return m.gpus;
    // Short in the table; the full name is in the tooltip and the editor.
    case RuntimeColumn:
        return m.runtime == engine::Runtime::LlamaCpp ? QStringLiteral("llama.cpp") : tr("optimized");
    case MeasuredColumn:
        return text::Units::number(m.value, 2);
    case MetricColumn:
        return metricLabel(m.metric);
    case BeforeColumn:
        return estimate(false);
    case BeforeErrorColumn:
        return error(false);
    case AfterColumn:
        return estimate(true);
    case AfterErrorColumn:
        return error(true);
    case NoteColumn:
        return QString::fromStdString(m.note);
    default:
        return {};
    }
}

QVariant MeasurementsModel::edit(const Measurement& m, int column) const
{
    switch (column) {
    case GpuColumn:
        return QString::fromStdString(m.gpuId);
    case ModelColumn:
        return QString::fromStdString(m.modelId);
    case TaskColumn:
        return idText(engine::taskId(m.task));
    case PrecisionColumn:
        return idText(engine::precisionId(m.precision));
    case BatchColumn:
        return m.batch;
    case PromptColumn:
        return m.promptTokens;
    case OutputColumn:
        return m.outputTokens;
    case SeqLenColumn:
        return m.seqLen;
    case GpusColumn:
        return m.gpus;
    case RuntimeColumn:
        return idText(m.runtime == engine::Runtime::LlamaCpp ? "llama.cpp" : "optimized");
    case MeasuredColumn:
        return m.value;
    case MetricColumn:
        return idText(engine::measuredMetricId(m.metric));
    case NoteColumn:
        return QString::fromStdString(m.note);
    default:
        return {};
    }
}

QVariant MeasurementsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Measurement& m = m_measurements[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return display(m, index.row(), column);
    case Qt::EditRole:
        return edit(m, column);
    case Qt::UserRole: {
        const MeasurementFit* fit = static_cast<std::size_t>(index.row()) < m_calibration.rows.size()
                                        ? &m_calibration.rows[static_cast<std::size_t>(index.row())]
                                        : nullptr;
        if (column == BeforeColumn || column == AfterColumn) {
            const auto& value = fit ? (column == AfterColumn ? fit->after : fit->before) : std::optional<double>();
            return value ? QVariant(*value) : QVariant();
        }
        if (column == BeforeErrorColumn || column == AfterErrorColumn)
            return data(index, ErrorRole);
        return edit(m, column);
    }
    case ErrorRole: {
        if (column != BeforeErrorColumn && column != AfterErrorColumn)
            return {};
        if (static_cast<std::size_t>(index.row()) >= m_calibration.rows.size())
            return {};
        const auto& fit = m_calibration.rows[static_cast<std::size_t>(index.row())];
        const auto ratio = MeasurementFit::ratio(column == AfterErrorColumn ? fit.after : fit.before, m.value);
        return ratio ? QVariant(*ratio - 1.0) : QVariant();
    }
    case Qt::ToolTipRole:
        if (column == RuntimeColumn)
            return text::EngineText::runtime(m.runtime);
        // As text: a tool tip guesses rich text, which loads any image a note names
        // from disk, and notes come from imported files (tst_RichTextInjection).
        if (column == NoteColumn)
            return m.note.empty() ? QString() : Qt::convertFromPlainText(QString::fromStdString(m.note));
        return {};
    case Qt::ForegroundRole:
        if (isEstimateColumn(column))
            return QBrush(QGuiApplication::palette().color(QPalette::PlaceholderText));
        return {};
    case Qt::TextAlignmentRole:
        if (column >= BatchColumn && column <= MeasuredColumn && column != RuntimeColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        if (isEstimateColumn(column))
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case ChoiceValuesRole:
        return choiceValues(column);
    case ChoiceLabelsRole:
        return choiceLabels(column);
    default:
        return {};
    }
}

// The ids a choice column's editor stores, in the order of its labels.
QVariant MeasurementsModel::choiceValues(int column) const
{
    switch (column) {
    case GpuColumn:
        return m_gpuIds;
    case ModelColumn:
        return m_modelIds;
    case TaskColumn: {
        QStringList ids;
        for (const auto task : tasks)
            ids << idText(engine::taskId(task));
        return ids;
    }
    case PrecisionColumn: {
        QStringList ids;
        for (const auto precision : engine::allPrecisions)
            ids << idText(engine::precisionId(precision));
        return ids;
    }
    case RuntimeColumn:
        return QStringList{QStringLiteral("optimized"), QStringLiteral("llama.cpp")};
    case MetricColumn:
        return QStringList{QStringLiteral("tokens_per_s"), QStringLiteral("samples_per_s")};
    default:
        return {};
    }
}

// The words a choice column's editor shows.
QVariant MeasurementsModel::choiceLabels(int column) const
{
    switch (column) {
    case GpuColumn:
        return m_gpuNames;
    case ModelColumn:
        return m_modelNames;
    case TaskColumn: {
        QStringList labels;
        for (const auto task : tasks)
            labels << text::EngineText::task(task);
        return labels;
    }
    case PrecisionColumn: {
        QStringList labels;
        for (const auto precision : engine::allPrecisions)
            labels << idText(engine::precisionId(precision)).toUpper();
        return labels;
    }
    case RuntimeColumn: {
        QStringList labels;
        for (const auto runtime : runtimes)
            labels << text::EngineText::runtime(runtime);
        return labels;
    }
    case MetricColumn: {
        QStringList labels;
        for (const auto metric : metrics)
            labels << metricLabel(metric);
        return labels;
    }
    default:
        return {};
    }
}

bool MeasurementsModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || index.row() >= rowCount() || isEstimateColumn(index.column()))
        return false;
    Measurement& m = m_measurements[static_cast<std::size_t>(index.row())];
    const QString textValue = value.toString();
    const std::string idValue = textValue.toStdString();
    bool ok = true;
    const int integer = value.toInt(&ok);
    switch (index.column()) {
    case GpuColumn:
        if (!m_gpuIds.contains(textValue))
            return false;
        m.gpuId = idValue;
        break;
    case ModelColumn:
        if (!m_modelIds.contains(textValue))
            return false;
        m.modelId = idValue;
        break;
    case TaskColumn: {
        const auto it =
            std::find_if(tasks.begin(), tasks.end(), [&](auto task) { return engine::taskId(task) == idValue; });
        if (it == tasks.end())
            return false;
        m.task = *it;
        break;
    }
    case PrecisionColumn: {
        const auto precision = engine::precisionFromId(idValue);
        if (!precision)
            return false;
        m.precision = *precision;
        break;
    }
    case BatchColumn:
    case PromptColumn:
    case OutputColumn:
    case SeqLenColumn:
    case GpusColumn: {
        if (!ok || integer < 1)
            return false;
        int* field = index.column() == BatchColumn    ? &m.batch
                     : index.column() == PromptColumn ? &m.promptTokens
                     : index.column() == OutputColumn ? &m.outputTokens
                     : index.column() == SeqLenColumn ? &m.seqLen
                                                      : &m.gpus;
        *field = integer;
        break;
    }
    case RuntimeColumn: {
        const auto runtime = engine::Assumptions::runtimeFromId(idValue);
        if (!runtime)
            return false;
        m.runtime = *runtime;
        break;
    }
    case MeasuredColumn: {
        const double number = value.toDouble(&ok);
        if (!ok || !std::isfinite(number) || number <= 0)
            return false;
        m.value = number;
        break;
    }
    case MetricColumn:
        if (idValue != "tokens_per_s" && idValue != "samples_per_s")
            return false;
        m.metric = idValue == "tokens_per_s" ? engine::MeasuredMetric::TokensPerS : engine::MeasuredMetric::SamplesPerS;
        break;
    case NoteColumn:
        m.note = idValue;
        break;
    default:
        return false;
    }
    emit dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
    emit measurementsEdited(m_measurements);
    return true;
}

Qt::ItemFlags MeasurementsModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && !isEstimateColumn(index.column()))
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant MeasurementsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case BatchColumn:
            return tr("Inference: sequences per batch. Training: micro-batch per GPU.");
        case GpusColumn:
            return tr("GPUs the measurement ran on; the throughput is theirs together.");
        case BeforeErrorColumn:
        case AfterErrorColumn:
            return tr("How far the estimate is from your measurement: + is an overestimate.");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case GpuColumn:
        return tr("GPU");
    case ModelColumn:
        return tr("Model");
    case TaskColumn:
        return tr("Task");
    case PrecisionColumn:
        return tr("Precision");
    case BatchColumn:
        return tr("Batch");
    case PromptColumn:
        return tr("Prompt");
    case OutputColumn:
        return tr("Output");
    case SeqLenColumn:
        return tr("Seq. length");
    case GpusColumn:
        return tr("GPUs");
    case RuntimeColumn:
        return tr("Software");
    case MeasuredColumn:
        return tr("Measured");
    case MetricColumn:
        return tr("Unit");
    case BeforeColumn:
        return tr("Estimate before");
    case BeforeErrorColumn:
        return tr("Error before");
    case AfterColumn:
        return tr("Estimate after");
    case AfterErrorColumn:
        return tr("Error after");
    case NoteColumn:
        return tr("Note");
    default:
        return {};
    }
}

} // namespace gpuatlas::ui
