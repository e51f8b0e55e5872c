// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartDataDialog.h"

#include "ChartAccessibility.h"
#include "ChartDataModel.h"
#include "ChartFigure.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace gpuatlas::ui::charts {

ChartDataDialog::ChartDataDialog(const ChartFigure& figure, QWidget* parent)
    : QDialog(parent)
    , m_summary(new QLabel(this))
    , m_model(new ChartDataModel(figure.data(), this))
    , m_table(new QTableView(this))
{
    const QString title = ChartAccessibility::name(figure);
    setWindowTitle(tr("Data of the chart: %1").arg(title));
    // Names and notes come from user files: plain text, never markup.
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_summary->setFocusPolicy(Qt::StrongFocus);
    m_summary->setText(ChartAccessibility::description(figure));
    m_summary->setAccessibleName(tr("Summary"));

    m_table->setModel(m_model);
    m_table->setAccessibleName(tr("Values of %1").arg(title));
    m_table->setAccessibleDescription(figure.data().subtitle);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    // The table first: the values are what the dialog is opened for.
    setTabOrder(m_table, m_summary);
    setTabOrder(m_summary, buttons);
    m_table->setFocus();
    resize(720, 480);
}

QString ChartDataDialog::summary() const
{
    return m_summary->text();
}

} // namespace gpuatlas::ui::charts
