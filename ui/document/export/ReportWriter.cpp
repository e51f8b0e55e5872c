// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportWriter.h"

#include "ChartExporter.h"
#include "Html.h"
#include "Markdown.h"
#include "ReportStyle.h"
#include "UntrustedText.h"
#include "ui/document/charts/ChartFigure.h"
#include "ui/document/charts/ChartTheme.h"
#include "ui/document/office/OdtWriter.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QImageWriter>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextObjectInterface>
#include <QTextTable>
#include <QUrl>

#include <memory>
#include <vector>

namespace gpuatlas::ui::exporting {

using charts::ChartFigure;

namespace {

// A number keeps its unit on its line ("8.46 ms", "1,024 tokens"): the space after a
// digit becomes a no-break space, while " / " between two figures may still wrap.
QString numberCellHtml(const QString& cell)
{
    static const QRegularExpression spaceAfterDigit(QStringLiteral("(?<=\\d) "));
    QString kept = cell;
    kept.replace(spaceAfterDigit, QStringLiteral("\u00a0"));
    return Html::linkedLines(kept);
}

QString tableHtml(const ExportTable& table)
{
    // The attributes are for QTextDocument (the PDF), the CSS for browsers.
    QString out = QStringLiteral(
        "<table class=\"data\" border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\">\n<thead><tr>");
    for (int c = 0; c < table.headers.size(); ++c) {
        const int width = table.widths.value(c, 0);
        out += QStringLiteral("<th align=\"%1\"%2>%3</th>")
                   .arg(table.numeric.value(c, false) ? QStringLiteral("right") : QStringLiteral("left"),
                        width > 0 ? QStringLiteral(" width=\"%1%\"").arg(width) : QString(),
                        Html::escaped(table.headers[c]));
    }
    out += QStringLiteral("</tr></thead>\n<tbody>\n");
    for (const auto& row : table.rows) {
        out += QStringLiteral("<tr>");
        for (int c = 0; c < row.size(); ++c) {
            const bool numeric = table.numeric.value(c, false);
            out += numeric ? QStringLiteral("<td align=\"right\" class=\"num\">") : QStringLiteral("<td>");
            out += (numeric ? numberCellHtml(row[c]) : Html::linkedLines(row[c])) + QStringLiteral("</td>");
        }
        out += QStringLiteral("</tr>\n");
    }
    return out + QStringLiteral("</tbody></table>\n");
}

// The workload's name ends its own directions: a right-to-left override in it must not
// reverse the date and version after it.
QString byline(const ReportDocument& document)
{
    return ReportWriter::tr("%1 · %2 · GPU Atlas %3")
        .arg(UntrustedText::withDirectionsClosed(document.subtitle), document.dateText,
             QCoreApplication::applicationVersion());
}

// The body shared by the HTML file and the PDF's text document; `chart` gives each
// chart's markup (inline SVG for browsers, a placeholder the PDF replaces).
QString bodyHtml(const ReportDocument& document, const std::function<QString(int)>& chart)
{
    QString out = QStringLiteral("<h1>%1</h1>\n<p class=\"byline\">%2</p>\n")
                      .arg(Html::escaped(document.title), Html::escaped(byline(document)));
    for (const auto& block : document.blocks) {
        switch (block.kind) {
        case ReportBlock::Kind::Heading: {
            const int level = std::clamp(block.level, 1, 4);
            out += QStringLiteral("<h%1%2>%3</h%1>\n")
                       .arg(level)
                       .arg(block.newPage ? QStringLiteral(" style=\"page-break-before: always\"") : QString(),
                            Html::escaped(block.text));
            break;
        }
        case ReportBlock::Kind::Paragraph:
            out += QStringLiteral("<p>%1</p>\n").arg(Html::escaped(block.text));
            break;
        case ReportBlock::Kind::Table:
            out += tableHtml(block.table);
            break;
        case ReportBlock::Kind::Chart:
            out += chart(block.chart);
            break;
        case ReportBlock::Kind::Html:
            out += QStringLiteral("<div class=\"explanation\">%1</div>\n").arg(block.text);
            break;
        }
    }
    return out;
}

QString fontList()
{
    QStringList families;
    for (const QString& family : charts::ChartTheme::fontFamilies())
        families << QLatin1Char('"') + family + QLatin1Char('"');
    return families.join(QStringLiteral(", ")) + QStringLiteral(", sans-serif");
}

std::unique_ptr<ChartFigure> figureOf(const ReportChart& chart)
{
    return charts::ChartFacade::create(chart.kind, chart.data, charts::ChartTheme(), chart.size);
}

// An SVG document as an element inside HTML: no XML declaration, scaled to the page.
QString inlineSvg(QByteArray svg)
{
    QString text = QString::fromUtf8(svg);
    static const QRegularExpression prolog(QStringLiteral("<\\?xml[^>]*\\?>|<!DOCTYPE[^>]*>"));
    text.remove(prolog);
    return text.trimmed();
}

// ---- PDF -----------------------------------------------------------------------

// Draws the report's charts inside the text document, as vectors: a chart is one
// character of the document, sized to the text width, drawn by the figure itself.
class ChartTextObject : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    static constexpr int type = QTextFormat::UserObject + 1;
    enum Property
    {
        IndexProperty = QTextFormat::UserProperty + 1,
        SizeProperty,
    };

    explicit ChartTextObject(std::vector<std::unique_ptr<ChartFigure>>& figures)
        : m_figures(figures)
    {
    }

    QSizeF intrinsicSize(QTextDocument*, int, const QTextFormat& format) override
    {
        return format.property(SizeProperty).toSizeF();
    }

    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int, const QTextFormat& format) override
    {
        const auto index = static_cast<std::size_t>(format.property(IndexProperty).toInt());
        // The page's clip does not hold inside the chart (Qt Charts sets its own), so a
        // chart starting on the next page must not be drawn at all.
        if (painter->hasClipping() && !painter->clipBoundingRect().intersects(rect))
            return;
        if (index < m_figures.size()) {
            painter->save();
            m_figures[index]->render(*painter, rect);
            painter->restore();
        }
    }

private:
    std::vector<std::unique_ptr<ChartFigure>>& m_figures;
};

// Replaces the placeholder images "chart:N" of the text document by chart objects
// `width` wide.
void insertCharts(QTextDocument& text, const ReportDocument& document, qreal width)
{
    struct Placeholder
    {
        int position;
        int index;
    };
    std::vector<Placeholder> found;
    for (QTextBlock block = text.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QTextCharFormat format = fragment.charFormat();
            if (!format.isImageFormat())
                continue;
            const QString name = format.toImageFormat().name();
            if (name.startsWith(QLatin1String("chart:")))
                found.push_back({fragment.position(), name.mid(6).toInt()});
        }
    }
    // From the end, so that earlier positions stay valid.
    for (auto it = found.rbegin(); it != found.rend(); ++it) {
        if (it->index < 0 || static_cast<std::size_t>(it->index) >= document.charts.size())
            continue;
        const QSizeF logical = document.charts[static_cast<std::size_t>(it->index)].size;
        QTextCharFormat format;
        format.setObjectType(ChartTextObject::type);
        format.setProperty(ChartTextObject::IndexProperty, it->index);
        format.setProperty(ChartTextObject::SizeProperty, QSizeF(width, width * logical.height() / logical.width()));
        QTextCursor cursor(&text);
        cursor.setPosition(it->position);
        cursor.setPosition(it->position + 1, QTextCursor::KeepAnchor);
        cursor.insertText(QString(QChar::ObjectReplacementCharacter), format);
    }
}

// Table rules a printer draws: HTML's border="1" is one device pixel, which at the
// PDF's 300 dpi is too faint to see.
void styleTables(QTextFrame* frame, qreal rule, qreal padding)
{
    for (QTextFrame* child : frame->childFrames()) {
        auto* table = qobject_cast<QTextTable*>(child);
        // Only the report's data tables: the explanations' tables have no rules.
        if (table && table->format().border() > 0) {
            QTextTableFormat format = table->format();
            format.setBorder(rule);
            format.setBorderBrush(QColor(0xC8C8C8));
            format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
            format.setBorderCollapse(true);
            format.setCellSpacing(0);
            format.setCellPadding(padding);
            table->setFormat(format);
        }
        styleTables(child, rule, padding);
    }
}

} // namespace

std::optional<ReportWriter::Format> ReportWriter::formatFor(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("pdf"))
        return Format::Pdf;
    if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
        return Format::Html;
    if (suffix == QLatin1String("md") || suffix == QLatin1String("markdown"))
        return Format::Markdown;
    if (suffix == QLatin1String("odt"))
        return Format::Odt;
    return std::nullopt;
}

QString ReportWriter::html(const ReportDocument& document)
{
    const QString body = bodyHtml(document, [&document](int index) {
        const ReportChart& chart = document.charts[static_cast<std::size_t>(index)];
        const auto figure = figureOf(chart);
        ImageExportOptions options;
        options.size = chart.size;
        return QStringLiteral("<figure class=\"chart\">%1</figure>\n")
            .arg(inlineSvg(ChartExporter::svg(*figure, options)));
    });
    return QStringLiteral(
               "<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\"/>\n"
               "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
               "<meta name=\"generator\" content=\"GPU Atlas %2\"/>\n<title>%3</title>\n<style>\n"
               "body { font-family: %4; color: #1a1a1a; max-width: 62em; margin: 2em auto; padding: 0 1.5em; "
               "line-height: 1.45; }\n"
               "h1 { font-size: 1.8em; margin-bottom: 0.2em; }\n"
               "h2 { font-size: 1.35em; margin-top: 2em; border-bottom: 1px solid #d5d5d5; padding-bottom: 0.2em; }\n"
               "h3 { font-size: 1.1em; }\n"
               ".byline { color: #555; margin-top: 0; }\n"
               "table.data { border-collapse: collapse; font-size: 0.88em; margin: 0.8em 0; }\n"
               "table.data th, table.data td { border: 1px solid #c8c8c8; padding: 0.3em 0.55em; vertical-align: top; "
               "}\n"
               "table.data th { background: #eef1f5; }\n"
               "table.data tbody tr:nth-child(even) { background: #f8f9fb; }\n"
               "td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }\n"
               "figure.chart { margin: 1.2em 0; }\n"
               "figure.chart svg { width: 100%; height: auto; display: block; }\n"
               ".explanation { border-left: 3px solid #d5d5d5; padding-left: 1em; margin: 1.2em 0; }\n"
               "@media print { h2 { break-before: page; } }\n"
               "</style>\n</head>\n<body>\n")
               .arg(Html::escaped(document.language), Html::escaped(QCoreApplication::applicationVersion()),
                    Html::escaped(document.title + QStringLiteral(" — ") + document.subtitle), fontList()) +
           body + QStringLiteral("</body>\n</html>\n");
}

QString ReportWriter::markdown(const ReportDocument& document, const QString& imageFolder)
{
    QString out =
        QStringLiteral("# %1\n\n%2\n\n").arg(Markdown::escaped(document.title), Markdown::escaped(byline(document)));
    const QString folder = QString::fromUtf8(QUrl::toPercentEncoding(imageFolder));
    for (const auto& block : document.blocks) {
        switch (block.kind) {
        case ReportBlock::Kind::Heading:
            out += QString(std::clamp(block.level, 1, 6), QLatin1Char('#')) + QLatin1Char(' ') +
                   Markdown::escaped(block.text) + QStringLiteral("\n\n");
            break;
        case ReportBlock::Kind::Paragraph:
            out += Markdown::escaped(block.text) + QStringLiteral("\n\n");
            break;
        case ReportBlock::Kind::Table:
            out += Markdown::table(block.table) + QLatin1Char('\n');
            break;
        case ReportBlock::Kind::Chart: {
            const ReportChart& chart = document.charts[static_cast<std::size_t>(block.chart)];
            out += QStringLiteral("![%1](%2/%3.png)\n\n").arg(Markdown::escaped(chart.data.title), folder, chart.name);
            break;
        }
        case ReportBlock::Kind::Html:
            out += Markdown::fromHtml(block.text);
            break;
        }
    }
    return out;
}

bool ReportWriter::pdf(const ReportDocument& document, QIODevice& device, QString& error)
{
    std::vector<std::unique_ptr<ChartFigure>> figures;
    for (const auto& chart : document.charts)
        figures.push_back(figureOf(chart));

    QPdfWriter writer(&device);
    writer.setTitle(document.title + QStringLiteral(" — ") + document.subtitle);
    writer.setCreator(QStringLiteral("GPU Atlas ") + QCoreApplication::applicationVersion());
    writer.setResolution(300);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(16, 14, 16, 14),
                                     QPageLayout::Millimeter));
    QPainter painter;
    if (!painter.begin(&writer)) {
        error = tr("cannot start the PDF writer");
        return false;
    }
    const qreal width = writer.width();
    const qreal height = writer.height();
    const qreal dotsPerPoint = writer.resolution() / 72.0;

    QFont font;
    font.setFamilies(charts::ChartTheme::fontFamilies());
    font.setPointSizeF(9.5);
    QTextDocument text;
    text.documentLayout()->setPaintDevice(&writer); // measure text as the PDF will draw it
    text.setDefaultFont(font);
    text.setDocumentMargin(0);
    text.setDefaultStyleSheet(ReportStyle::pdf());
    ChartTextObject charts(figures);
    text.documentLayout()->registerHandler(ChartTextObject::type, &charts);
    text.setHtml(bodyHtml(document, [](int index) {
        return QStringLiteral("<p align=\"center\"><img src=\"chart:%1\"/></p>\n").arg(index);
    }));
    insertCharts(text, document, width);
    styleTables(text.rootFrame(), 0.6 * dotsPerPoint, 1.8 * dotsPerPoint);

    // Header and footer bands, in the same small font.
    QFont small = font;
    small.setPointSizeF(7.5);
    const QFontMetricsF metrics(small, &writer);
    const qreal band = metrics.height() * 2.2;
    const QSizeF body(width, height - 2 * band);
    text.setPageSize(body);
    const int pages = text.pageCount();
    const QPen rule(QColor(0xC8C8C8), 0.5 * dotsPerPoint);

    for (int page = 0; page < pages; ++page) {
        if (page > 0 && !writer.newPage()) {
            error = tr("cannot start page %1").arg(page + 1);
            return false;
        }
        painter.save();
        painter.translate(0, band - page * body.height());
        const QRectF visible(0, page * body.height(), body.width(), body.height());
        painter.setClipRect(visible);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = visible;
        context.palette.setColor(QPalette::Text, QColor(0x1A1A1A));
        text.documentLayout()->draw(&painter, context);
        painter.restore();

        painter.setFont(small);
        painter.setPen(QColor(0x555555));
        const QRectF header(0, 0, width, band * 0.7);
        painter.drawText(header, Qt::AlignLeft | Qt::AlignVCenter, document.title);
        painter.drawText(header, Qt::AlignRight | Qt::AlignVCenter,
                         metrics.elidedText(document.subtitle, Qt::ElideRight, width * 0.5));
        const QRectF footer(0, height - band * 0.7, width, band * 0.7);
        painter.drawText(footer, Qt::AlignLeft | Qt::AlignVCenter,
                         tr("GPU Atlas %1 · %2").arg(QCoreApplication::applicationVersion(), document.dateText));
        painter.drawText(footer, Qt::AlignRight | Qt::AlignVCenter, tr("Page %1 of %2").arg(page + 1).arg(pages));
        painter.setPen(rule);
        painter.drawLine(QPointF(0, header.bottom()), QPointF(width, header.bottom()));
        painter.drawLine(QPointF(0, footer.top()), QPointF(width, footer.top()));
    }
    if (!painter.end()) {
        error = tr("the PDF writer failed");
        return false;
    }
    return true;
}

QString ReportWriter::imageFolder(const QString& markdownPath)
{
    return QFileInfo(markdownPath).completeBaseName() + QStringLiteral("-charts");
}

ExportResult ReportWriter::write(const ReportDocument& document, const QString& path, Format format)
{
    switch (format) {
    case Format::Pdf:
        return AtomicWriter::write(
            path, [&document](QIODevice& device, QString& error) { return pdf(document, device, error); });
    case Format::Html:
        return AtomicWriter::write(path, html(document).toUtf8());
    case Format::Odt:
        return office::OdtWriter::write(document, path);
    case Format::Markdown:
        break;
    }

    // Markdown: draw every chart first; write nothing if one fails.
    const QString shown = QDir::toNativeSeparators(path);
    std::vector<QByteArray> images;
    for (const auto& chart : document.charts) {
        const auto figure = figureOf(chart);
        ImageExportOptions options;
        options.size = chart.size;
        options.dpi = imageDpi;
        const QImage image = ChartExporter::image(*figure, options);
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QImageWriter writer(&buffer, "png");
        if (image.isNull() || !writer.write(image))
            return ExportResult::failure(
                tr("Cannot write %1: the chart \"%2\" could not be drawn").arg(shown, chart.name));
        images.push_back(bytes);
    }
    const QFileInfo target(path);
    const QString folderName = imageFolder(path);
    QDir folder(target.absoluteDir().filePath(folderName));
    const bool folderExisted = folder.exists();
    if (!images.empty() && !folder.exists() && !target.absoluteDir().mkdir(folderName))
        return ExportResult::failure(tr("Cannot write %1: cannot create the folder %2").arg(shown, folderName));
    QStringList created;
    const auto undo = [&] {
        for (const QString& file : std::as_const(created))
            QFile::remove(file);
        if (!folderExisted)
            target.absoluteDir().rmdir(folderName);
    };
    for (std::size_t i = 0; i < images.size(); ++i) {
        const QString file = folder.filePath(document.charts[i].name + QStringLiteral(".png"));
        const bool existed = QFileInfo::exists(file);
        const ExportResult result = AtomicWriter::write(file, images[i]);
        if (!result) {
            undo();
            return result;
        }
        if (!existed)
            created << file;
    }
    const ExportResult result = AtomicWriter::write(path, markdown(document, folderName).toUtf8());
    if (!result)
        undo();
    return result;
}

ExportResult ReportWriter::write(const ReportDocument& document, const QString& path)
{
    const auto format = formatFor(path);
    if (!format) {
        return ExportResult::failure(tr("%1: unknown file type \"%2\"; use .pdf, .html, .md or .odt")
                                         .arg(QDir::toNativeSeparators(path), QFileInfo(path).suffix()));
    }
    return write(document, path, *format);
}

} // namespace gpuatlas::ui::exporting

#include "ReportWriter.moc"
