// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExportDialogs.h"

#include "ExportImageDialog.h"
#include "ui/document/charts/ChartFigure.h"
#include "ui/document/export/TableExporter.h"
#include "ui/document/office/SpreadsheetTables.h"
#include "ui/document/office/XlsxWriter.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

namespace gpuatlas::ui::exporting {

QString ExportDialogs::withSuffix(const QString& path, const QString& suffix)
{
    if (path.isEmpty() || !QFileInfo(path).suffix().isEmpty())
        return path;
    return path + QLatin1Char('.') + suffix;
}

QString ExportDialogs::askSavePath(QWidget* parent, const QString& title, const QString& baseName,
                                   const QList<FileType>& types, int* chosen)
{
    if (types.isEmpty())
        return {};
    QStringList filters;
    for (const auto& type : types)
        filters << type.filter;
    QString selected = filters.front();
    const QString path = QFileDialog::getSaveFileName(
        parent, title, QDir::home().filePath(baseName + QLatin1Char('.') + types.front().suffix),
        filters.join(QStringLiteral(";;")), &selected);
    const int index = std::max<int>(0, static_cast<int>(filters.indexOf(selected)));
    if (chosen)
        *chosen = index;
    return withSuffix(path, types[index].suffix);
}

void ExportDialogs::reportFailure(QWidget* parent, const ExportResult& result)
{
    if (!result)
        QMessageBox::warning(parent, tr("Export failed"), result.error);
}

void ExportDialogs::exportChart(QWidget* parent, ChartExporter::Format format, const FigureFactory& figure,
                                const QString& baseName, ImageExportOptions& options)
{
    ImageExportOptions chosen = options;
    FileType type;
    switch (format) {
    case ChartExporter::Format::Png: {
        ExportImageDialog dialog(parent);
        dialog.setOptions(options);
        if (dialog.exec() != QDialog::Accepted)
            return;
        chosen = dialog.options();
        options = chosen;
        type = {tr("PNG image (*.png)"), QStringLiteral("png")};
        break;
    }
    case ChartExporter::Format::Svg:
        type = {tr("SVG drawing (*.svg)"), QStringLiteral("svg")};
        break;
    case ChartExporter::Format::Pdf:
        type = {tr("PDF document (*.pdf)"), QStringLiteral("pdf")};
        break;
    }
    const QString path = askSavePath(parent, tr("Export chart"), baseName, {type});
    if (path.isEmpty())
        return;
    const auto drawn = figure(chosen.size);
    reportFailure(parent, ChartExporter::write(*drawn, path, chosen));
}

void ExportDialogs::copyChart(const FigureFactory& figure, const ImageExportOptions& options)
{
    const auto drawn = figure(options.size);
    ChartExporter::copyToClipboard(*drawn, options);
}

void ExportDialogs::exportSpecTable(QWidget* parent, const std::vector<const engine::Gpu*>& gpus)
{
    const QList<FileType> types{{tr("CSV for spreadsheets (*.csv)"), QStringLiteral("csv")},
                                {tr("Excel workbook, with a chart and the sources (*.xlsx)"), QStringLiteral("xlsx")},
                                {tr("Markdown (*.md)"), QStringLiteral("md")},
                                {tr("Web page (*.html)"), QStringLiteral("html")}};
    const QString path = askSavePath(parent, tr("Export spec table"), QStringLiteral("gpu-specs"), types);
    if (path.isEmpty())
        return;
    reportFailure(parent, writeSpecTable(gpus, path));
}

ExportResult ExportDialogs::writeSpecTable(const std::vector<const engine::Gpu*>& gpus, const QString& path)
{
    if (QFileInfo(path).suffix().toLower() == QLatin1String("xlsx"))
        return office::XlsxWriter::write(office::SpreadsheetTables::specTable(gpus), path);
    return TableExporter::write(TableExporter::specTable(gpus), path);
}

} // namespace gpuatlas::ui::exporting
