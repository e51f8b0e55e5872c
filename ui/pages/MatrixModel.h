// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Assumptions.h"
#include "engine/core/Gpu.h"
#include "engine/rank/SuitabilityMatrix.h"
#include "text/Money.h"

#include <QAbstractTableModel>

#include <optional>
#include <vector>

namespace gpuatlas::ui {

// The suitability matrix for a view: rows are the workloads, columns the GPUs. Each cell
// shows its verdict with its symbol and key figure, is tinted by verdict, and says its
// reasons in the tooltip and the accessible text.
class MatrixModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit MatrixModel(QObject* parent = nullptr);

    void setMatrix(std::optional<engine::SuitabilityMatrix> matrix, std::vector<engine::Gpu> gpus,
                   const engine::Assumptions& assumptions, const text::DisplayCurrency& shown = {});
    const engine::SuitabilityMatrix* matrix() const { return m_matrix ? &*m_matrix : nullptr; }
    const std::vector<engine::Gpu>& gpus() const { return m_gpus; }
    const engine::Assumptions& assumptions() const { return m_assumptions; }
    const text::DisplayCurrency& shown() const { return m_shown; }
    const engine::MatrixCell* cellAt(const QModelIndex& index) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // Texts follow the interface language.
    void retranslate();

private:
    std::optional<engine::SuitabilityMatrix> m_matrix;
    std::vector<engine::Gpu> m_gpus;
    engine::Assumptions m_assumptions;
    text::DisplayCurrency m_shown;
};

} // namespace gpuatlas::ui
