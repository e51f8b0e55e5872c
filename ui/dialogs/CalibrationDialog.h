// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "state/Forward.h"
#include "text/Status.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTableWidget;

namespace gpuatlas::ui {

class MeasurementsModel;
using state::UserData;
using state::Workspace;

// Tools > Calibration…: the user's own throughput measurements (typed in, or imported
// from CSV or JSON), what the estimator says for each before and after calibration,
// the per-GPU factors fitted to them, and the switch that makes every estimate use
// them (or go back to the defaults).
class CalibrationDialog : public QDialog
{
    Q_OBJECT

public:
    CalibrationDialog(Workspace& workspace, UserData& userData, QWidget* parent = nullptr);

    MeasurementsModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    QTableWidget* factors() const { return m_factors; }
    QCheckBox* useCalibration() const { return m_use; }
    QLabel* summary() const { return m_summary; }

    // Each returns an empty string, or why nothing changed.
    [[nodiscard]] text::Status addRow();
    [[nodiscard]] text::Status removeRow(int row);
    // Adds the measurements of a CSV (by its suffix) or JSON file.
    [[nodiscard]] text::Status importFile(const QString& path);
    // CSV (by suffix) or JSON.
    [[nodiscard]] text::Status exportFile(const QString& path) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void connectAll();
    void retranslateUi();
    void refresh();
    void refreshCalibration();

    Workspace& m_workspace;
    UserData& m_userData;
    MeasurementsModel* m_model;
    QLabel* m_intro;
    QTableView* m_table;
    QPushButton* m_add;
    QPushButton* m_remove;
    QPushButton* m_import;
    QPushButton* m_export;
    QCheckBox* m_use;
    QCheckBox* m_extend;
    QLabel* m_summary;
    QTableWidget* m_factors;
};

} // namespace gpuatlas::ui
