// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/TestMain.h"
#include "ui/export/ExportImageDialog.h"

#include <QCheckBox>
#include <QLabel>
#include <QSpinBox>
#include <QTest>

using gpuatlas::ui::exporting::ExportImageDialog;
using gpuatlas::ui::exporting::ImageExportOptions;

class tst_ExportImageDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void optionsRoundTrip();
    void showsThePixelSize();
    void dpiIsLimited();
};

void tst_ExportImageDialog::optionsRoundTrip()
{
    ExportImageDialog dialog;
    ImageExportOptions options;
    options.size = QSizeF(1600, 900);
    options.dpi = 300;
    options.transparent = true;
    dialog.setOptions(options);
    const ImageExportOptions back = dialog.options();
    QCOMPARE(back.size, options.size);
    QCOMPARE(back.dpi, 300);
    QVERIFY(back.transparent);
    QVERIFY(dialog.findChild<QCheckBox*>()->isChecked());
}

void tst_ExportImageDialog::showsThePixelSize()
{
    ExportImageDialog dialog;
    ImageExportOptions options;
    options.size = QSizeF(1200, 800);
    options.dpi = 192;
    dialog.setOptions(options);
    const auto labels = dialog.findChildren<QLabel*>();
    const auto shows = [&labels](const QString& text) {
        return std::any_of(labels.begin(), labels.end(),
                           [&text](const QLabel* label) { return label->text().contains(text); });
    };
    QVERIFY(shows(QStringLiteral("2,400 × 1,600")));
    // Changing the resolution updates it at once.
    auto boxes = dialog.findChildren<QSpinBox*>();
    QCOMPARE(boxes.size(), 3);
    boxes[2]->setValue(96);
    QVERIFY(shows(QStringLiteral("1,200 × 800")));
}

void tst_ExportImageDialog::dpiIsLimited()
{
    ExportImageDialog dialog;
    ImageExportOptions options;
    options.dpi = 100000;
    dialog.setOptions(options);
    QCOMPARE(dialog.options().dpi, ImageExportOptions::maximumDpi);
}

GPUATLAS_TEST_MAIN(tst_ExportImageDialog)
#include "tst_ExportImageDialog.moc"
