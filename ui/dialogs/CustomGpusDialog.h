// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Gpu.h"
#include "state/Forward.h"
#include "text/Status.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTableView;

namespace gpuatlas::ui {

class CustomGpusModel;
using state::UserData;
using state::Workspace;

// Tools > My GPUs…: the user's own GPUs (a new card, a cloud instance's GPU, a
// corrected built-in one): add, edit, duplicate, delete, import and export as JSON in
// the catalogue format. Saved atomically in the user's data folder; shown everywhere
// with a "custom" marker.
class CustomGpusDialog : public QDialog
{
    Q_OBJECT

public:
    CustomGpusDialog(Workspace& workspace, UserData& userData, QWidget* parent = nullptr);

    CustomGpusModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }

    // Each returns an empty string, or why nothing changed.
    [[nodiscard]] text::Status add(const engine::Gpu& gpu);
    [[nodiscard]] text::Status replaceAt(int row, const engine::Gpu& gpu);
    [[nodiscard]] text::Status duplicateAt(int row);
    [[nodiscard]] text::Status removeAt(int row);
    // Imports a catalogue-format file; GPUs with an id already among the user's replace them.
    [[nodiscard]] text::Status importFile(const QString& path);
    [[nodiscard]] text::Status exportFile(const QString& path) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh();
    void updateButtons();
    int currentRow() const;
    void edit(int row);
    std::vector<std::string> idsExcept(int row) const;

    Workspace& m_workspace;
    UserData& m_userData;
    CustomGpusModel* m_model;
    QLabel* m_intro;
    QTableView* m_table;
    QPushButton* m_add;
    QPushButton* m_edit;
    QPushButton* m_duplicate;
    QPushButton* m_remove;
    QPushButton* m_import;
    QPushButton* m_export;
};

} // namespace gpuatlas::ui
