// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Catalog.h"
#include "ui/widgets/FieldErrors.h"

#include <QDialog>

#include <array>
#include <memory>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace gpuatlas::ui {

// Edits one of the user's own GPUs: every field of the catalogue format. On OK the GPU
// is validated the way a catalogue file is (a one-GPU document through readCatalog:
// the schema, then sparse-versus-dense checks), plus a unique id among the user's
// GPUs; problems are shown beside their fields and the dialog stays open.
class CustomGpuDialog : public QDialog
{
    Q_OBJECT

public:
    // `catalog`: the GPUs to start from ("Copy from"); `taken`: ids of the user's other GPUs.
    CustomGpuDialog(const engine::Catalog& catalog, std::vector<std::string> taken, QWidget* parent = nullptr);
    ~CustomGpuDialog() override;

    void setGpu(const engine::Gpu& gpu);
    engine::Gpu gpu() const;
    engine::Diagnostics problems() const;
    FieldErrors& errors() { return *m_errors; }

    void accept() override;

private:
    struct TensorRow
    {
        QDoubleSpinBox* dense = nullptr;
        QDoubleSpinBox* sparse = nullptr;
    };

    void setUpFields();
    static QFormLayout* formOf(QGroupBox* box);
    void addRow(QFormLayout* layout, const QString& text, QWidget* field, const std::string& pointer);
    QGroupBox* identityBox();
    QGroupBox* computeBox();
    QGroupBox* tensorBox();
    QGroupBox* memoryBox();
    QGroupBox* linkBox();
    QGroupBox* powerBox();
    QGroupBox* sourceBox();
    void copyFrom(int index);
    void updateInterconnect();
    void updateReplaceNote();

    const engine::Catalog& m_catalog;
    std::vector<std::string> m_taken;
    engine::Gpu m_base; // fields the form does not show (extra sources, notes) come from here
    QComboBox* m_copyFrom;
    QLineEdit* m_id;
    QLabel* m_replaceNote;
    QLineEdit* m_name;
    QLineEdit* m_vendor;
    QLineEdit* m_architecture;
    QSpinBox* m_year;
    QComboBox* m_formFactor;
    QSpinBox* m_shaderCores;
    QSpinBox* m_tensorCores;
    QSpinBox* m_tensorGeneration;
    QDoubleSpinBox* m_fp64;
    QDoubleSpinBox* m_fp32;
    std::array<TensorRow, 6> m_tensor;
    QCheckBox* m_sparsityDoubles;
    QDoubleSpinBox* m_memory;
    QComboBox* m_memoryType;
    QDoubleSpinBox* m_bandwidth;
    QComboBox* m_link;
    QSpinBox* m_linkGeneration;
    QDoubleSpinBox* m_linkBandwidth;
    QComboBox* m_linkTopology;
    QSpinBox* m_linkMaxGpus;
    QSpinBox* m_pcieGen;
    QDoubleSpinBox* m_tdp;
    QSpinBox* m_mig;
    QLineEdit* m_sourceTitle;
    QLineEdit* m_sourceUrl;
    QDateEdit* m_sourceDate;
    QLineEdit* m_note;
    QLabel* m_general;
    std::unique_ptr<FieldErrors> m_errors;
};

} // namespace gpuatlas::ui
