// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Catalog.h"
#include "engine/cost/PriceBook.h"
#include "ui/widgets/FieldErrors.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace gpuatlas::ui {

// One price quote of the user's: GPU, provider, kind, amount (per GPU; a price for a
// whole instance or server is divided by its GPUs), term, date, source and note, and
// whether it is the GPU's default. Validated with the prices format's reader on OK;
// problems are shown beside their fields.
class PriceEditDialog : public QDialog
{
    Q_OBJECT

public:
    PriceEditDialog(const engine::Catalog& catalog, QWidget* parent = nullptr);
    ~PriceEditDialog() override;

    void setPrice(const engine::Price& price);
    // The price as entered (amount per GPU).
    engine::Price price() const;
    // The problems of price(), as the prices reader reports them.
    engine::Diagnostics problems() const;

    FieldErrors& errors() { return *m_errors; }

    void accept() override;

private:
    QFormLayout* buildForm();
    void updateKind();

    QComboBox* m_gpu;
    QLineEdit* m_provider;
    QComboBox* m_kind;
    QDoubleSpinBox* m_amount;
    QComboBox* m_currency; // the quote's currency: prices are stored as quoted
    QLabel* m_amountLabel;
    QSpinBox* m_gpus;
    QSpinBox* m_commitment;
    QLineEdit* m_instance;
    QDateEdit* m_date;
    QLineEdit* m_sourceTitle;
    QLineEdit* m_sourceUrl;
    QLineEdit* m_note;
    QCheckBox* m_default;
    QLabel* m_general;
    std::unique_ptr<FieldErrors> m_errors;
};

} // namespace gpuatlas::ui
