// SPDX-License-Identifier: GPL-3.0-or-later
#include "OdtWriter.h"

#include "ui/document/charts/ChartFigure.h"
#include "ui/document/charts/ChartTheme.h"
#include "ui/document/export/ChartExporter.h"

#include <QBuffer>
#include <QDir>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentWriter>
#include <QTextTable>
#include <QUrl>

namespace gpuatlas::ui::exporting::office {

namespace {

QTextCharFormat textFormat(double points, bool bold, const QColor& color = QColor(0x1A1A1A))
{
    QTextCharFormat format;
    format.setFontFamilies(charts::ChartTheme::fontFamilies());
    format.setFontPointSize(points);
    format.setFontWeight(bold ? QFont::Bold : QFont::Normal);
    format.setForeground(color);
    return format;
}

void heading(QTextCursor& cursor, const QString& text, int level, bool newPage)
{
    static constexpr double sizes[] = {20, 15, 12, 11};
    QTextBlockFormat block;
    block.setHeadingLevel(std::clamp(level, 1, 4));
    block.setTopMargin(level <= 2 ? 14 : 10);
    block.setBottomMargin(4);
    if (newPage)
        block.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    cursor.insertBlock(block, textFormat(sizes[std::clamp(level, 1, 4) - 1], true));
    cursor.insertText(text);
}

void paragraph(QTextCursor& cursor, const QString& text, const QTextCharFormat& format)
{
    QTextBlockFormat block;
    block.setBottomMargin(6);
    cursor.insertBlock(block, format);
    cursor.insertText(text, format);
}

void writeTable(QTextCursor& cursor, const ExportTable& data)
{
    const auto columns = static_cast<int>(data.headers.size());
    if (columns == 0)
        return;
    QTextTableFormat format;
    format.setBorder(0.5);
    format.setBorderBrush(QColor(0xC8C8C8));
    format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    format.setBorderCollapse(true);
    format.setCellPadding(3);
    format.setCellSpacing(0);
    format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    format.setHeaderRowCount(1);
    if (!data.widths.isEmpty()) {
        QList<QTextLength> widths;
        for (int c = 0; c < columns; ++c) {
            const int percent = data.widths.value(c, 0);
            widths << (percent > 0 ? QTextLength(QTextLength::PercentageLength, percent) : QTextLength());
        }
        format.setColumnWidthConstraints(widths);
    }
    QTextTable* out = cursor.insertTable(static_cast<int>(data.rows.size()) + 1, columns, format);
    const QTextCharFormat header = textFormat(8.5, true);
    const QTextCharFormat body = textFormat(8.5, false);
    const auto fill = [&](int row, const QStringList& cells, const QTextCharFormat& chars) {
        for (int c = 0; c < columns; ++c) {
            QTextTableCell cell = out->cellAt(row, c);
            if (row == 0) {
                QTextCharFormat shade = cell.format();
                shade.setBackground(QColor(0xEEF1F5));
                cell.setFormat(shade);
            }
            QTextCursor at = cell.firstCursorPosition();
            QTextBlockFormat align;
            align.setAlignment(row > 0 && data.numeric.value(c, false) ? Qt::AlignRight : Qt::AlignLeft);
            at.setBlockFormat(align);
            at.insertText(cells.value(c), chars);
        }
    };
    fill(0, data.headers, header);
    for (qsizetype r = 0; r < data.rows.size(); ++r)
        fill(static_cast<int>(r) + 1, data.rows[r], body);
    cursor.movePosition(QTextCursor::End);
}

void chart(QTextCursor& cursor, QTextDocument& text, const ReportChart& chart, int index)
{
    const auto figure = charts::ChartFacade::create(chart.kind, chart.data, charts::ChartTheme(), chart.size);
    ImageExportOptions options;
    options.size = chart.size;
    options.dpi = OdtWriter::chartDpi;
    const QImage image = ChartExporter::image(*figure, options);
    if (image.isNull())
        return;
    const QUrl name(QStringLiteral("chart%1.png").arg(index));
    text.addResource(QTextDocument::ImageResource, name, image);
    // Qt's ODF writer turns the image's width in pixels into points at 96 per inch.
    const double width = OdtWriter::chartWidthPt * 96.0 / 72.0;
    QTextImageFormat format;
    format.setName(name.toString());
    format.setWidth(width);
    format.setHeight(width * chart.size.height() / chart.size.width());
    QTextBlockFormat block;
    block.setAlignment(Qt::AlignCenter);
    block.setTopMargin(6);
    block.setBottomMargin(6);
    cursor.insertBlock(block);
    cursor.insertImage(format);
}

} // namespace

void OdtWriter::build(const ReportDocument& document, QTextDocument& text)
{
    text.clear();
    QFont font;
    font.setFamilies(charts::ChartTheme::fontFamilies());
    font.setPointSizeF(10);
    text.setDefaultFont(font);
    text.setMetaInformation(QTextDocument::DocumentTitle, document.title + QStringLiteral(" — ") + document.subtitle);
    QTextCursor cursor(&text);
    // The first block exists already: the title goes into it.
    QTextBlockFormat first;
    first.setHeadingLevel(1);
    first.setBottomMargin(4);
    cursor.setBlockFormat(first);
    cursor.setBlockCharFormat(textFormat(22, true));
    cursor.insertText(document.title, textFormat(22, true));
    paragraph(
        cursor,
        tr("%1 · %2 · GPU Atlas %3").arg(document.subtitle, document.dateText, QCoreApplication::applicationVersion()),
        textFormat(10, false, QColor(0x555555)));
    const QTextCharFormat body = textFormat(10, false);
    for (const ReportBlock& block : document.blocks) {
        switch (block.kind) {
        case ReportBlock::Kind::Heading:
            heading(cursor, block.text, block.level, block.newPage);
            break;
        case ReportBlock::Kind::Paragraph:
            paragraph(cursor, block.text, body);
            break;
        case ReportBlock::Kind::Table:
            writeTable(cursor, block.table);
            break;
        case ReportBlock::Kind::Chart:
            if (block.chart >= 0 && static_cast<std::size_t>(block.chart) < document.charts.size())
                chart(cursor, text, document.charts[static_cast<std::size_t>(block.chart)], block.chart);
            break;
        case ReportBlock::Kind::Html:
            // Made by the app (EstimateExplanation) with every name already escaped.
            cursor.insertBlock(QTextBlockFormat(), body);
            cursor.insertHtml(block.text);
            break;
        }
    }
}

bool OdtWriter::bytes(const ReportDocument& document, QByteArray& out, QString& error)
{
    QTextDocument text;
    build(document, text);
    out.clear();
    QBuffer buffer(&out);
    buffer.open(QIODevice::WriteOnly);
    QTextDocumentWriter writer(&buffer, "odf");
    if (!writer.write(&text)) {
        error = tr("the OpenDocument writer failed");
        return false;
    }
    return true;
}

ExportResult OdtWriter::write(const ReportDocument& document, const QString& path)
{
    QByteArray out;
    QString error;
    if (!bytes(document, out, error))
        return ExportResult::failure(tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), error));
    return AtomicWriter::write(path, out);
}

} // namespace gpuatlas::ui::exporting::office
