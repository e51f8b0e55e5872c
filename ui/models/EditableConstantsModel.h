// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QList>

namespace gpuatlas::ui {

// A table of named numeric constants, one per row, whose value column the user edits:
// the engine's assumptions, the rent-versus-buy inputs. It owns the table mechanics
// (roles, flags, bold changed values, rejecting non-numbers); a subclass says what its
// constants are, how they read, and how an edit is stored (clamped to its range).
class EditableConstantsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    // What a column shows; a subclass chooses which and in what order.
    enum class Field
    {
        Group,
        Name,
        Value,
        Default,
        Source
    };

    int changedCount() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    EditableConstantsModel(QList<Field> columns, QObject* parent);

    // Tells views that every value may have changed (after a whole new set).
    void refreshAll();

    virtual int constantCount() const = 0;
    virtual double currentValue(int row) const = 0;
    virtual double defaultValue(int row) const = 0;
    virtual bool isDefault(int row) const = 0;
    // The text of the Group, Name and Source fields.
    virtual QString fieldText(int row, Field field) const = 0;
    virtual QString formattedValue(int row, double value) const = 0;
    virtual QString toolTip(int row) const = 0;
    virtual QString header(Field field) const = 0;
    // Stores a finite number typed by the user (clamped to the constant's range).
    virtual void storeValue(int row, double value) = 0;
    // Announces the edited set (the subclass's typed signal).
    virtual void announceEdit() = 0;

private:
    Field fieldAt(int column) const { return m_columns[column]; }

    QList<Field> m_columns;
};

} // namespace gpuatlas::ui
