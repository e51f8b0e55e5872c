// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/GpuFields.h"

#include <QDialog>
#include <QList>

class QTreeWidget;
class QLabel;

namespace gpuatlas::ui {

// Lets the user pick the spec columns to show, each with what it means. The GPU
// name cannot be hidden: every row needs it.
class ColumnChooserDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ColumnChooserDialog(const QList<text::GpuField>& visible, QWidget* parent = nullptr);

    QList<text::GpuField> visibleFields() const;
    void setVisibleFields(const QList<text::GpuField>& visible);
    QTreeWidget* list() const { return m_list; }

private:
    QLabel* m_intro;
    QTreeWidget* m_list;
};

} // namespace gpuatlas::ui
