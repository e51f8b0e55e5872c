// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartExportButtons.h"

#include <QEvent>
#include <QGridLayout>
#include <QPushButton>

namespace gpuatlas::ui::exporting {

ChartExportButtons::ChartExportButtons(Qt::Orientation orientation, QWidget* parent)
    : QWidget(parent)
    , m_png(new QPushButton(this))
    , m_svg(new QPushButton(this))
    , m_pdf(new QPushButton(this))
    , m_copy(new QPushButton(this))
{
    m_png->setObjectName(QStringLiteral("exportPng"));
    m_svg->setObjectName(QStringLiteral("exportSvg"));
    m_pdf->setObjectName(QStringLiteral("exportPdf"));
    m_copy->setObjectName(QStringLiteral("copyChart"));
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    const bool row = orientation == Qt::Horizontal;
    layout->addWidget(m_png, 0, 0);
    layout->addWidget(m_svg, 0, 1);
    layout->addWidget(m_pdf, row ? 0 : 1, row ? 2 : 0);
    layout->addWidget(m_copy, row ? 0 : 1, row ? 3 : 1);
    connect(m_png, &QPushButton::clicked, this, [this] { exportAs(ChartExporter::Format::Png); });
    connect(m_svg, &QPushButton::clicked, this, [this] { exportAs(ChartExporter::Format::Svg); });
    connect(m_pdf, &QPushButton::clicked, this, [this] { exportAs(ChartExporter::Format::Pdf); });
    connect(m_copy, &QPushButton::clicked, this, &ChartExportButtons::copy);
    retranslateUi();
}

void ChartExportButtons::retranslateUi()
{
    m_png->setText(tr("PNG…"));
    m_png->setToolTip(tr("Save the chart as a PNG image of a chosen size and resolution"));
    m_svg->setText(tr("SVG…"));
    m_svg->setToolTip(tr("Save the chart as an SVG vector drawing"));
    m_pdf->setText(tr("PDF…"));
    m_pdf->setToolTip(tr("Save the chart as a vector PDF page"));
    m_copy->setText(tr("Copy"));
    m_copy->setToolTip(tr("Copy the chart to the clipboard as an image"));
}

void ChartExportButtons::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ChartExportButtons::exportAs(ChartExporter::Format format)
{
    if (m_factory)
        ExportDialogs::exportChart(this, format, m_factory, m_baseName, m_options);
}

void ChartExportButtons::copy() const
{
    if (m_factory)
        ExportDialogs::copyChart(m_factory, m_options);
}

} // namespace gpuatlas::ui::exporting
