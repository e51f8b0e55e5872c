// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/document/export/ChartExporter.h"

#include <QDialog>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QSpinBox;

namespace gpuatlas::ui::exporting {

// Asks for the size, resolution and background of an exported image, and shows the
// pixel size that results.
class ExportImageDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ExportImageDialog(QWidget* parent = nullptr);

    void setOptions(const ImageExportOptions& options);
    ImageExportOptions options() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updatePixelSize();

    QLabel* m_widthLabel = nullptr;
    QLabel* m_heightLabel = nullptr;
    QLabel* m_dpiLabel = nullptr;
    QSpinBox* m_width = nullptr;
    QSpinBox* m_height = nullptr;
    QSpinBox* m_dpi = nullptr;
    QCheckBox* m_transparent = nullptr;
    QLabel* m_pixels = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace gpuatlas::ui::exporting
