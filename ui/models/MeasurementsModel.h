// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/calibration/Calibration.h"
#include "engine/calibration/Measurement.h"
#include "engine/core/Catalog.h"
#include "engine/core/Model.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <vector>

namespace gpuatlas::ui {

// The user's measurements, editable cell by cell, with what the estimator made of each
// before and after calibration (estimate and error). Enumerated columns (GPU, model,
// task, precision, runtime, metric) offer their choices under ChoiceLabelsRole /
// ChoiceValuesRole for a combo-box editor; EditRole is then the id.
class MeasurementsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        GpuColumn,
        ModelColumn,
        TaskColumn,
        PrecisionColumn,
        BatchColumn,
        PromptColumn,
        OutputColumn,
        SeqLenColumn,
        GpusColumn,
        RuntimeColumn,
        MeasuredColumn,
        MetricColumn,
        BeforeColumn,
        BeforeErrorColumn,
        AfterColumn,
        AfterErrorColumn,
        NoteColumn,
        ColumnCount
    };

    enum Role
    {
        ChoiceLabelsRole = Qt::UserRole + 1,
        ChoiceValuesRole,
        ErrorRole, // estimate / measured - 1, for the error columns
    };

    explicit MeasurementsModel(QObject* parent = nullptr);

    void setCatalog(const engine::Catalog& catalog, const engine::ModelCatalog& models);
    void setMeasurements(std::vector<engine::Measurement> measurements);
    const std::vector<engine::Measurement>& measurements() const { return m_measurements; }
    void setCalibration(const engine::CalibrationResult& calibration);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static bool isEstimateColumn(int column);

signals:
    // After a cell edit: the whole list as it now stands (to save).
    void measurementsEdited(const std::vector<engine::Measurement>& measurements);

private:
    QVariant choiceValues(int column) const;
    QVariant choiceLabels(int column) const;
    QVariant display(const engine::Measurement& m, int row, int column) const;
    QVariant edit(const engine::Measurement& m, int column) const;
    QString gpuName(const std::string& id) const;
    QString modelName(const std::string& id) const;

    std::vector<engine::Measurement> m_measurements;
    engine::CalibrationResult m_calibration;
    QStringList m_gpuIds;
    QStringList m_gpuNames;
    QStringList m_modelIds;
    QStringList m_modelNames;
};

} // namespace gpuatlas::ui
