// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QPlainTextEdit;
class QTableView;

namespace gpuatlas::ui::charts {

class ChartDataModel;
class ChartFigure;

// "Show data" of a chart: its summary in words and its values as a table, for anyone
// who cannot read the picture (a screen reader walks the table cell by cell). A copy of
// the data: the dialog stays right if the chart changes behind it.
class ChartDataDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ChartDataDialog(const ChartFigure& figure, QWidget* parent = nullptr);

    QTableView* table() const { return m_table; }
    ChartDataModel* model() const { return m_model; }
    QString summary() const;

private:
    QPlainTextEdit* m_summary;
    ChartDataModel* m_model;
    QTableView* m_table;
};

} // namespace gpuatlas::ui::charts
