// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartDataDialog.h"

#include "ChartDataModel.h"
#include "ui/document/charts/ChartAccessibility.h"
#include "ui/document/charts/ChartFigure.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QPlainTextEdit>
#include <QTableView>
#include <QTextDocument>
#include <QVBoxLayout>

namespace gpuatlas::ui::charts {

ChartDataDialog::ChartDataDialog(const ChartFigure& figure, QWidget* parent)
    : QDialog(parent)
    , m_summary(new QPlainTextEdit(this))
    , m_model(new ChartDataModel(figure.data(), this))
    , m_table(new QTableView(this))
{
    const QString title = ChartAccessibility::name(figure);
    setWindowTitle(tr("Data of the chart: %1").arg(title));
    // Names and notes come from user files: plain text, never markup. A few lines high
    // and scrolled, so a long summary leaves the table its room.
    m_summary->setReadOnly(true);
    m_summary->setPlainText(ChartAccessibility::description(figure));
    m_summary->setAccessibleName(tr("Summary"));
    m_summary->setMaximumHeight(int(m_summary->fontMetrics().lineSpacing() * 5 + 2 * m_summary->frameWidth() +
                                    2 * m_summary->document()->documentMargin()));
    m_summary->setTabChangesFocus(true);

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
    resize(820, 560);
}

QString ChartDataDialog::summary() const
{
    return m_summary->toPlainText();
}

} // namespace gpuatlas::ui::charts
