// SPDX-License-Identifier: GPL-3.0-or-later
#include "ColumnChooserDialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuatlas::ui {

using text::GpuField;
using text::GpuFields;

namespace {

constexpr int fieldRole = Qt::UserRole;

} // namespace

ColumnChooserDialog::ColumnChooserDialog(const QList<GpuField>& visible, QWidget* parent)
    : QDialog(parent)
    , m_intro(new QLabel(this))
    , m_list(new QTreeWidget(this))
{
    // Built fresh each time it opens, so it needs no retranslation while open.
    setWindowTitle(tr("Columns"));
    m_intro->setText(tr("Choose the columns of the spec table. Hover a value in the table to see its source."));
    m_intro->setWordWrap(true);

    m_list->setColumnCount(2);
    m_list->setHeaderLabels({tr("Column"), tr("What it shows")});
    m_list->setAccessibleName(tr("Columns of the spec table"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setStretchLastSection(true);
    for (const GpuField field : GpuFields::all()) {
        auto* item = new QTreeWidgetItem(m_list, {GpuFields::label(field), GpuFields::description(field)});
        item->setData(0, fieldRole, static_cast<int>(field));
        item->setToolTip(1, GpuFields::description(field));
        if (field == GpuField::Name)
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
    }
    setVisibleFields(visible);
    m_list->resizeColumnToContents(0);
    m_list->resizeColumnToContents(1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton* all = buttons->addButton(tr("Show &All"), QDialogButtonBox::ResetRole);
    connect(all, &QPushButton::clicked, this, [this] {
        const auto fields = GpuFields::all();
        setVisibleFields(QList<GpuField>(fields.begin(), fields.end()));
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    // Every column and its description in view without scrolling, within the screen.
    const int width = m_list->columnWidth(0) + m_list->columnWidth(1) + 2 * m_list->frameWidth() +
                      layout->contentsMargins().left() + layout->contentsMargins().right() + 24;
    const int height = m_list->topLevelItemCount() * m_list->sizeHintForRow(0) + m_list->header()->sizeHint().height() +
                       m_intro->sizeHint().height() + buttons->sizeHint().height() + 4 * layout->spacing() +
                       layout->contentsMargins().top() + layout->contentsMargins().bottom() + 24;
    QSize size(std::max(width, 480), height);
    if (const QScreen* screen = this->screen())
        size = size.boundedTo(screen->availableGeometry().size() * 0.9);
    resize(size);
}

void ColumnChooserDialog::setVisibleFields(const QList<GpuField>& visible)
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_list->topLevelItem(i);
        const auto field = static_cast<GpuField>(item->data(0, fieldRole).toInt());
        const bool shown = field == GpuField::Name || visible.contains(field);
        item->setCheckState(0, shown ? Qt::Checked : Qt::Unchecked);
    }
}

QList<GpuField> ColumnChooserDialog::visibleFields() const
{
    QList<GpuField> out;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* item = m_list->topLevelItem(i);
        if (item->checkState(0) == Qt::Checked)
            out << static_cast<GpuField>(item->data(0, fieldRole).toInt());
    }
    return out;
}

} // namespace gpuatlas::ui
