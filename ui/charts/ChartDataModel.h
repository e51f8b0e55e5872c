// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/document/charts/ChartData.h"

#include <QAbstractTableModel>

namespace gpuatlas::ui::charts {

// A chart's data as a table a screen reader can walk cell by cell: a row per category
// (metric, candidate or x position), a column per series, the values as the chart draws
// them; the raw number under Qt::UserRole (empty where there is none), the hover text as
// the tool tip. A last column holds the rows' notes when any row has one.
class ChartDataModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit ChartDataModel(ChartData data, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const ChartData& chartData() const { return m_data; }

private:
    QVariant categoryData(const ChartCategory& category, int role) const;
    QVariant valueData(const ChartValue* value, int role) const;
    bool hasNotes() const { return m_hasNotes; }

    ChartData m_data;
    bool m_hasNotes = false;
};

} // namespace gpuatlas::ui::charts
