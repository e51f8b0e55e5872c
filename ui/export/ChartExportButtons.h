// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ExportDialogs.h"

#include <QWidget>

class QPushButton;

namespace gpuatlas::ui::exporting {

// PNG…, SVG…, PDF… and Copy for one chart. The figure comes from a factory, so that
// every export is laid out at its own size; the PNG size and resolution chosen last
// are kept for the next export and for Copy.
class ChartExportButtons : public QWidget
{
    Q_OBJECT

public:
    // Vertical: two rows of two (a side panel); Horizontal: one row (a toolbar).
    explicit ChartExportButtons(Qt::Orientation orientation = Qt::Vertical, QWidget* parent = nullptr);

    void setFigureFactory(ExportDialogs::FigureFactory factory) { m_factory = std::move(factory); }
    // File name suggested in the save dialog, without suffix ("gpu-radar").
    void setBaseName(const QString& name) { m_baseName = name; }
    const ImageExportOptions& options() const { return m_options; }

    void copy() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void exportAs(ChartExporter::Format format);

    ExportDialogs::FigureFactory m_factory;
    QString m_baseName = QStringLiteral("chart");
    ImageExportOptions m_options;
    QPushButton* m_png = nullptr;
    QPushButton* m_svg = nullptr;
    QPushButton* m_pdf = nullptr;
    QPushButton* m_copy = nullptr;
};

} // namespace gpuatlas::ui::exporting
