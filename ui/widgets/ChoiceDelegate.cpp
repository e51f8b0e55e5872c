// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChoiceDelegate.h"

#include <QComboBox>
#include <QDoubleSpinBox>

namespace gpuatlas::ui {

ChoiceDelegate::ChoiceDelegate(int labelsRole, int valuesRole, QObject* parent)
    : QStyledItemDelegate(parent)
    , m_labelsRole(labelsRole)
    , m_valuesRole(valuesRole)
{
}

QWidget* ChoiceDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                      const QModelIndex& index) const
{
    const QStringList values = index.data(m_valuesRole).toStringList();
    if (!values.isEmpty()) {
        auto* combo = new QComboBox(parent);
        const QStringList labels = index.data(m_labelsRole).toStringList();
        for (int i = 0; i < values.size(); ++i)
            combo->addItem(i < labels.size() ? labels[i] : values[i], values[i]);
        return combo;
    }
    if (index.data(Qt::EditRole).userType() == QMetaType::Double) {
        auto* spin = new QDoubleSpinBox(parent);
        spin->setFrame(false);
        spin->setDecimals(4);
        spin->setRange(0, 1.0e9);
        return spin;
    }
    return QStyledItemDelegate::createEditor(parent, option, index);
}

void ChoiceDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        combo->setCurrentIndex(combo->findData(index.data(Qt::EditRole).toString()));
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void ChoiceDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const
{
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        model->setData(index, combo->currentData(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

} // namespace gpuatlas::ui
