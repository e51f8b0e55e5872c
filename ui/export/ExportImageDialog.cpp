// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExportImageDialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace gpuatlas::ui::exporting {

ExportImageDialog::ExportImageDialog(QWidget* parent)
    : QDialog(parent)
{
    m_width = new QSpinBox(this);
    m_width->setRange(200, 8000);
    m_height = new QSpinBox(this);
    m_height->setRange(150, 8000);
    m_dpi = new QSpinBox(this);
    m_dpi->setRange(ImageExportOptions::minimumDpi, ImageExportOptions::maximumDpi);
    m_dpi->setSingleStep(24);
    m_transparent = new QCheckBox(this);
    m_pixels = new QLabel(this);
    m_widthLabel = new QLabel(this);
    m_heightLabel = new QLabel(this);
    m_dpiLabel = new QLabel(this);
    m_widthLabel->setBuddy(m_width);
    m_heightLabel->setBuddy(m_height);
    m_dpiLabel->setBuddy(m_dpi);

    auto* form = new QFormLayout;
    form->addRow(m_widthLabel, m_width);
    form->addRow(m_heightLabel, m_height);
    form->addRow(m_dpiLabel, m_dpi);
    form->addRow(m_transparent);
    form->addRow(m_pixels);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);

    for (QSpinBox* box : {m_width, m_height, m_dpi})
        connect(box, &QSpinBox::valueChanged, this, &ExportImageDialog::updatePixelSize);

    setOptions(ImageExportOptions());
    retranslateUi();
}

void ExportImageDialog::setOptions(const ImageExportOptions& options)
{
    m_width->setValue(static_cast<int>(std::lround(options.size.width())));
    m_height->setValue(static_cast<int>(std::lround(options.size.height())));
    m_dpi->setValue(options.dpi);
    m_transparent->setChecked(options.transparent);
    updatePixelSize();
}

ImageExportOptions ExportImageDialog::options() const
{
    ImageExportOptions options;
    options.size = QSizeF(m_width->value(), m_height->value());
    options.dpi = m_dpi->value();
    options.transparent = m_transparent->isChecked();
    return options;
}

void ExportImageDialog::updatePixelSize()
{
    const QSize pixels = options().pixelSize();
    m_pixels->setText(tr("The image will be %1 × %2 pixels.")
                          .arg(QLocale().toString(pixels.width()), QLocale().toString(pixels.height())));
}

void ExportImageDialog::retranslateUi()
{
    setWindowTitle(tr("Export image"));
    m_widthLabel->setText(tr("&Width:"));
    m_heightLabel->setText(tr("&Height:"));
    m_dpiLabel->setText(tr("&Resolution:"));
    m_width->setSuffix(tr(" px"));
    m_height->setSuffix(tr(" px"));
    m_dpi->setSuffix(tr(" dpi"));
    m_width->setToolTip(tr("Width of the layout in logical pixels (96 per inch); fonts scale with it"));
    m_dpi->setToolTip(tr("96 dpi for screens, 192 for high-DPI screens and slides, 300 for print"));
    m_transparent->setText(tr("&Transparent background"));
    updatePixelSize();
}

void ExportImageDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace gpuatlas::ui::exporting
