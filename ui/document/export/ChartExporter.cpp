// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartExporter.h"

#include "Html.h"
#include "ui/document/charts/ChartAccessibility.h"
#include "ui/document/charts/ChartFigure.h"
#include "ui/document/charts/ChartTheme.h"

#include <QBuffer>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImageWriter>
#include <QMimeData>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSvgGenerator>

#include <cmath>

namespace gpuatlas::ui::exporting {

using charts::ChartFigure;

namespace {

constexpr double inchesPerMeter = 1.0 / 0.0254;
constexpr int cssDpi = 96; // logical pixels per inch, as in CSS and SVG

// Lays the figure out for an export and puts it back as it was afterwards.
class ExportLayout
{
public:
    ExportLayout(ChartFigure& figure, const ImageExportOptions& options)
        : m_figure(figure)
        , m_size(figure.size())
        , m_background(figure.isBackgroundVisible())
    {
        m_figure.setBackgroundVisible(!options.transparent);
        m_figure.resize(options.size);
    }
    ~ExportLayout()
    {
        m_figure.setBackgroundVisible(m_background);
        if (!m_size.isEmpty())
            m_figure.resize(m_size);
    }
    ExportLayout(const ExportLayout&) = delete;
    ExportLayout& operator=(const ExportLayout&) = delete;

private:
    ChartFigure& m_figure;
    QSizeF m_size;
    bool m_background;
};

QRectF logicalRect(const ImageExportOptions& options)
{
    return QRectF(QPointF(0, 0), options.size);
}

// QSvgGenerator's output made safe and complete:
// - it writes drawn text as it comes, so a control character in a name (JSON allows
//   \u0001) would make the whole file unreadable: such characters become U+FFFD;
// - it names only a font's first family; a viewer without it would fall back to its
//   default, often a serif. The theme's other families and the generic sans-serif are
//   appended, as a CSS font list.
QByteArray finishedSvg(const QByteArray& svg)
{
    QStringList fallbacks;
    for (const QString& family : charts::ChartTheme::fontFamilies().mid(1))
        fallbacks << (family.contains(QLatin1Char(' ')) ? QLatin1Char('\'') + family + QLatin1Char('\'') : family);
    fallbacks << QStringLiteral("sans-serif");
    QString text = Html::withXmlCharactersOnly(QString::fromUtf8(svg));
    static const QRegularExpression fontFamily(QStringLiteral("font-family=\"([^\"]*)\""));
    text.replace(fontFamily, QStringLiteral("font-family=\"\\1, %1\"").arg(fallbacks.join(QStringLiteral(", "))));
    return text.toUtf8();
}

// The XMP packet Qt would write (title, creator, producer) plus dc:description. Every
// text goes through Html::escaped: names come from user files.
QByteArray pdfMetadata(const ChartFigure& figure)
{
    const auto text = [](const QString& value) { return Html::escaped(value); };
    const QString alt = QStringLiteral("<rdf:Alt><rdf:li xml:lang=\"x-default\">%1</rdf:li></rdf:Alt>");
    const QString xmp =
        QStringLiteral("<?xpacket begin='' id='W5M0MpCehiHzreSzNTczkc9d'?>\n"
                       "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">\n"
                       "<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">\n"
                       "<rdf:Description rdf:about=\"\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\">\n"
                       "<dc:title>%1</dc:title>\n<dc:description>%2</dc:description>\n"
                       "<dc:creator><rdf:Seq><rdf:li>%3</rdf:li></rdf:Seq></dc:creator>\n"
                       "</rdf:Description>\n"
                       "<rdf:Description rdf:about=\"\" xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\" "
                       "xmlns:pdf=\"http://ns.adobe.com/pdf/1.3/\">\n"
                       "<xmp:CreatorTool>%3</xmp:CreatorTool>\n<pdf:Producer>Qt %4</pdf:Producer>\n"
                       "</rdf:Description>\n</rdf:RDF>\n</x:xmpmeta>\n<?xpacket end='w'?>\n")
            .arg(alt.arg(text(charts::ChartAccessibility::name(figure))),
                 alt.arg(text(charts::ChartAccessibility::description(figure))),
                 QStringLiteral("GPU Atlas " GPUATLAS_VERSION), QString::fromLatin1(qVersion()));
    return xmp.toUtf8();
}

} // namespace

QSize ImageExportOptions::pixelSize() const
{
    return QSize(static_cast<int>(std::lround(size.width() * devicePixelRatio())),
                 static_cast<int>(std::lround(size.height() * devicePixelRatio())));
}

std::optional<ChartExporter::Format> ChartExporter::formatFor(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return Format::Png;
    if (suffix == QLatin1String("svg"))
        return Format::Svg;
    if (suffix == QLatin1String("pdf"))
        return Format::Pdf;
    return std::nullopt;
}

QImage ChartExporter::image(ChartFigure& figure, const ImageExportOptions& options)
{
    const QSize pixels = options.pixelSize();
    if (pixels.isEmpty() || qint64(pixels.width()) * pixels.height() > ImageExportOptions::maximumPixels)
        return {};
    const ExportLayout layout(figure, options);
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return image; // too large to allocate
    image.fill(Qt::transparent);
    // Drawn in logical coordinates at size x ratio pixels: text and lines stay sharp
    // at any DPI instead of being an upscaled small picture.
    image.setDevicePixelRatio(options.devicePixelRatio());
    const int dotsPerMeter = static_cast<int>(std::lround(options.dpi * inchesPerMeter));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    QPainter painter(&image);
    figure.render(painter, logicalRect(options));
    painter.end();
    return image;
}

bool ChartExporter::writeSvg(ChartFigure& figure, const ImageExportOptions& options, QIODevice& device, QString& error)
{
    const ExportLayout layout(figure, options);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(options.size.toSize());
    generator.setViewBox(logicalRect(options));
    generator.setResolution(cssDpi);
    // Qt 6.4 writes both into <title> and <desc> as they are: a GPU named
    // "<script>..." would be markup in the SVG, and script in an HTML report that
    // inlines it. Escaped here, they read back as the literal title.
    // The description is the chart's summary, what a screen reader says of it on screen.
    generator.setTitle(Html::escaped(charts::ChartAccessibility::name(figure)));
    generator.setDescription(Html::escaped(charts::ChartAccessibility::description(figure)));
    QPainter painter;
    if (!painter.begin(&generator)) {
        error = tr("cannot start the SVG writer");
        return false;
    }
    figure.render(painter, logicalRect(options));
    if (!painter.end()) {
        error = tr("the SVG writer failed");
        return false;
    }
    const QByteArray svg = finishedSvg(bytes);
    if (device.write(svg) != svg.size()) {
        error = device.errorString();
        return false;
    }
    return true;
}

QByteArray ChartExporter::svg(ChartFigure& figure, const ImageExportOptions& options)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QString error;
    if (!writeSvg(figure, options, buffer, error))
        return {};
    return bytes;
}

bool ChartExporter::writePdf(ChartFigure& figure, const ImageExportOptions& options, QIODevice& device, QString& error)
{
    const ExportLayout layout(figure, options);
    QPdfWriter writer(&device);
    writer.setTitle(charts::ChartAccessibility::name(figure));
    writer.setCreator(QStringLiteral("GPU Atlas " GPUATLAS_VERSION));
    // Qt 6.4 writes no tagged PDF (no /Alt on figures) and no /Subject: the summary goes
    // into the XMP metadata as dc:description, which PDF readers show as the description.
    writer.setDocumentXmpMetadata(pdfMetadata(figure));
    // One page exactly the figure's size: 96 logical pixels per inch, 72 points per inch.
    writer.setResolution(cssDpi);
    const QSizeF points = options.size * 72.0 / cssDpi;
    writer.setPageLayout(QPageLayout(QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch),
                                     QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
    QPainter painter;
    if (!painter.begin(&writer)) {
        error = tr("cannot start the PDF writer");
        return false;
    }
    // Painted, not pasted as a picture: the scene's items become PDF vector paths
    // and text, sharp at any zoom.
    const QRectF page = painter.viewport();
    figure.render(painter, page.isEmpty() ? logicalRect(options) : page);
    if (!painter.end()) {
        error = tr("the PDF writer failed");
        return false;
    }
    return true;
}

ExportResult ChartExporter::write(ChartFigure& figure, const QString& path, Format format,
                                  const ImageExportOptions& options)
{
    switch (format) {
    case Format::Png:
        return AtomicWriter::write(path, [&](QIODevice& device, QString& error) {
            const QImage picture = image(figure, options);
            if (picture.isNull()) {
                error = tr("an image of %1 x %2 pixels is too large")
                            .arg(options.pixelSize().width())
                            .arg(options.pixelSize().height());
                return false;
            }
            QImageWriter writer(&device, "png");
            if (writer.write(picture))
                return true;
            error = writer.errorString();
            return false;
        });
    case Format::Svg:
        return AtomicWriter::write(
            path, [&](QIODevice& device, QString& error) { return writeSvg(figure, options, device, error); });
    case Format::Pdf:
        return AtomicWriter::write(
            path, [&](QIODevice& device, QString& error) { return writePdf(figure, options, device, error); });
    }
    return ExportResult::failure(tr("unknown format"));
}

ExportResult ChartExporter::write(ChartFigure& figure, const QString& path, const ImageExportOptions& options)
{
    const auto format = formatFor(path);
    if (!format) {
        return ExportResult::failure(tr("%1: unknown file type \"%2\"; use .png, .svg or .pdf")
                                         .arg(QDir::toNativeSeparators(path), QFileInfo(path).suffix()));
    }
    return write(figure, path, *format, options);
}

void ChartExporter::copyToClipboard(ChartFigure& figure, const ImageExportOptions& options)
{
    auto* mime = new QMimeData;
    mime->setImageData(image(figure, options));
    mime->setData(QStringLiteral("image/svg+xml"), svg(figure, options));
    QGuiApplication::clipboard()->setMimeData(mime);
}

} // namespace gpuatlas::ui::exporting
