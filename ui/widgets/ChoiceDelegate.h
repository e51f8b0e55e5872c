// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace gpuatlas::ui {

// Edits a cell whose model offers choices (labels and ids under two roles) with a
// combo box, and numbers with a spin box precise enough for prices and fractions
// (the default editor keeps two decimals: $0.1241/kWh would become $0.12).
class ChoiceDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    ChoiceDelegate(int labelsRole, int valuesRole, QObject* parent = nullptr);

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;

private:
    int m_labelsRole;
    int m_valuesRole;
};

} // namespace gpuatlas::ui
