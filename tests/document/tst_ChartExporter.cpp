// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartTestData.h"
#include "support/Files.h"
#include "support/TestMain.h"
#include "ui/document/charts/ChartAccessibility.h"
#include "ui/document/charts/ChartFacade.h"
#include "ui/document/charts/ComparisonChartBuilder.h"
#include "ui/document/charts/SpecMetrics.h"
#include "ui/document/export/ChartExporter.h"
#include "ui/document/export/Html.h"

#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QImage>
#include <QMimeData>
#include <QPainter>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>

using namespace gpuatlas;
using namespace gpuatlas::ui::charts;
using ui::exporting::ChartExporter;
using ui::exporting::Html;
using ui::exporting::ImageExportOptions;

Q_DECLARE_METATYPE(ChartKind)

using gpuatlas::testing::readAll;

namespace {

const QString chineseTitle = QStringLiteral("GPU 对比：显存与带宽");

// Every text node of an SVG document; empty with `error` set when it is not XML.
QString svgText(const QByteArray& svg, QString* error, QString* root)
{
    QXmlStreamReader reader(svg);
    QString text;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement() && root->isEmpty())
            *root = reader.name().toString();
        if (reader.isCharacters())
            text += reader.text().toString() + QLatin1Char('\n');
    }
    if (reader.hasError())
        *error = reader.errorString();
    return text;
}

// The text of the SVG's first <title> and <desc>, and every element name: what a
// viewer builds from the file.
struct SvgOutline
{
    QString title;
    QString description;
    QStringList elements;
    QString error;
};

SvgOutline svgOutline(const QByteArray& svg)
{
    SvgOutline outline;
    QXmlStreamReader reader(svg);
    while (!reader.atEnd()) {
        reader.readNext();
        if (!reader.isStartElement())
            continue;
        outline.elements << reader.name().toString();
        if (reader.name() == QLatin1String("title") && outline.title.isEmpty())
            outline.title = reader.readElementText(QXmlStreamReader::IncludeChildElements);
        else if (reader.name() == QLatin1String("desc") && outline.description.isEmpty())
            outline.description = reader.readElementText(QXmlStreamReader::IncludeChildElements);
    }
    if (reader.hasError())
        outline.error = reader.errorString();
    return outline;
}

int pixelsNear(const QImage& image, const QColor& color, int tolerance = 24)
{
    int count = 0;
    for (int y = 0; y < image.height(); y += 2) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width(); x += 2) {
            const QRgb pixel = line[x];
            if (std::abs(qRed(pixel) - color.red()) <= tolerance &&
                std::abs(qGreen(pixel) - color.green()) <= tolerance &&
                std::abs(qBlue(pixel) - color.blue()) <= tolerance && qAlpha(pixel) == 255)
                ++count;
        }
    }
    return count;
}

} // namespace

// What an XML reader gets back from `text` written through Html::escaped (forbidden
// characters replaced, directions closed).
static QString asXmlText(const QString& text)
{
    QXmlStreamReader reader(QStringLiteral("<t>%1</t>").arg(Html::escaped(text)));
    reader.readNextStartElement();
    return reader.readElementText();
}

class tst_ChartExporter : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanupTestCase();
    void png_data();
    void png();
    void pngHighDpiFillsTheImage();
    void pngTransparent();
    void darkTheme();
    void svg_data();
    void svg();
    void svgTitleAndDescriptionAreText_data();
    void svgTitleAndDescriptionAreText();
    void pdf_data();
    void pdf();
    void pdfMetadataCarriesTheSummary_data();
    void pdfMetadataCarriesTheSummary();
    void cjkGlyphsAreNotTofu();
    void failedExportWritesNothing();
    void unknownSuffix();
    void clipboard();
    void exportRestoresTheFigure();

private:
    void addLanguageRows();
    std::unique_ptr<ChartFigure> figure(ChartKind kind, const QString& language,
                                        ChartThemeKind theme = ChartThemeKind::Light) const;

    std::optional<ChartTestData> m_data;
    QTemporaryDir m_dir;
};

void tst_ChartExporter::initTestCase()
{
    m_data = ChartTestData::load();
    QVERIFY(m_data);
    QVERIFY(m_dir.isValid());
}

void tst_ChartExporter::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void tst_ChartExporter::cleanupTestCase()
{
    QLocale::setDefault(QLocale::c());
}

void tst_ChartExporter::addLanguageRows()
{
    QTest::addColumn<ChartKind>("kind");
    QTest::addColumn<QString>("language");
    QTest::newRow("radar en") << ChartKind::Radar << QStringLiteral("en");
    QTest::newRow("radar zh_CN") << ChartKind::Radar << QStringLiteral("zh_CN");
    QTest::newRow("bars en") << ChartKind::BarPanels << QStringLiteral("en");
    QTest::newRow("bars zh_CN") << ChartKind::BarPanels << QStringLiteral("zh_CN");
}

std::unique_ptr<ChartFigure> tst_ChartExporter::figure(ChartKind kind, const QString& language,
                                                       ChartThemeKind theme) const
{
    const bool chinese = language.startsWith(QLatin1String("zh"));
    QLocale::setDefault(chinese ? QLocale(QLocale::Chinese, QLocale::China) : QLocale(QLocale::English));
    ComparisonOptions options;
    options.metrics = SpecMetrics::all(m_data->prices);
    options.mode = kind == ChartKind::Radar ? ValueMode::RelativeToBest : ValueMode::Raw;
    // The app's translations come with the lead's pass; a Chinese title shows that
    // CJK text renders whatever they hold.
    options.title = chinese ? chineseTitle : QString();
    const auto gpus = m_data->gpus({"h100-sxm", "a100-sxm-80gb", "rtx-a6000", "l40s"});
    const ChartData data = kind == ChartKind::Radar ? ComparisonChartBuilder::radar(gpus, options)
                                                    : ComparisonChartBuilder::bars(gpus, options);
    return ChartFacade::create(kind, data, ChartTheme(theme));
}

void tst_ChartExporter::png_data()
{
    addLanguageRows();
}

void tst_ChartExporter::png()
{
    QFETCH(ChartKind, kind);
    QFETCH(QString, language);
    const auto chart = figure(kind, language);
    ImageExportOptions options;
    options.size = QSizeF(900, 600);
    options.dpi = 144;
    const QString path = m_dir.filePath(QStringLiteral("%1-%2.png").arg(QTest::currentDataTag()).replace(' ', '-'));
    const auto result = ChartExporter::write(*chart, path, options);
    QVERIFY2(result, qPrintable(result.error));

    QImage image(path);
    QVERIFY(!image.isNull());
    // 900 x 600 logical pixels at 144 dpi = 1.5 x.
    QCOMPARE(image.size(), QSize(1350, 900));
    QCOMPARE(image.dotsPerMeterX(), qRound(144 / 0.0254));
    QCOMPARE(image.dotsPerMeterY(), qRound(144 / 0.0254));
    image = image.convertToFormat(QImage::Format_ARGB32);

    QSet<QRgb> colours;
    int drawn = 0;
    for (int y = 0; y < image.height(); y += 3) {
        for (int x = 0; x < image.width(); x += 3) {
            const QRgb pixel = image.pixel(x, y);
            colours.insert(pixel);
            if (pixel != qRgb(255, 255, 255))
                ++drawn;
        }
    }
    QVERIFY2(colours.size() > 50, qPrintable(QString::number(colours.size())));
    const int sampled = (image.width() / 3 + 1) * (image.height() / 3 + 1);
    QVERIFY2(drawn > sampled / 20, qPrintable(QStringLiteral("%1 of %2").arg(drawn).arg(sampled)));
    // The first four series colours are all there (Okabe-Ito blue, orange, green, vermillion).
    const ChartTheme theme;
    for (int series = 0; series < 4; ++series)
        QVERIFY2(pixelsNear(image, theme.seriesColor(series)) > 30, qPrintable(theme.seriesColor(series).name()));
}

void tst_ChartExporter::pngHighDpiFillsTheImage()
{
    // Drawn at the logical size times the pixel ratio: the background reaches the far
    // corner, which a picture drawn at 1x into a 2x image would leave empty.
    const auto chart = figure(ChartKind::Radar, QStringLiteral("en"));
    ImageExportOptions options;
    options.size = QSizeF(600, 400);
    options.dpi = 192;
    const QImage image = ChartExporter::image(*chart, options).convertToFormat(QImage::Format_ARGB32);
    QCOMPARE(image.size(), QSize(1200, 800));
    QCOMPARE(image.pixel(1199, 799), qRgb(255, 255, 255));
    QCOMPARE(image.pixel(0, 0), qRgb(255, 255, 255));
}

void tst_ChartExporter::pngTransparent()
{
    const auto chart = figure(ChartKind::Radar, QStringLiteral("en"));
    ImageExportOptions options;
    options.size = QSizeF(900, 600);
    options.dpi = 96;
    options.transparent = true;
    const QString path = m_dir.filePath(QStringLiteral("transparent.png"));
    QVERIFY(ChartExporter::write(*chart, path, options));
    const QImage image = QImage(path).convertToFormat(QImage::Format_ARGB32);
    QVERIFY(image.hasAlphaChannel());
    QCOMPARE(qAlpha(image.pixel(0, 0)), 0);
    QCOMPARE(qAlpha(image.pixel(image.width() - 1, image.height() - 1)), 0);
    int clear = 0;
    int opaque = 0;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2) {
            const int alpha = qAlpha(image.pixel(x, y));
            clear += alpha == 0;
            opaque += alpha == 255;
        }
    }
    QVERIFY2(clear > opaque, qPrintable(QStringLiteral("%1 clear, %2 opaque").arg(clear).arg(opaque)));
    QVERIFY(opaque > 500);
    // The figure shows its background again afterwards (the screen is not transparent).
    QVERIFY(chart->isBackgroundVisible());
}

void tst_ChartExporter::darkTheme()
{
    const auto chart = figure(ChartKind::BarPanels, QStringLiteral("en"), ChartThemeKind::Dark);
    ImageExportOptions options;
    options.size = QSizeF(900, 600);
    options.dpi = 96;
    const QImage image = ChartExporter::image(*chart, options).convertToFormat(QImage::Format_ARGB32);
    const ChartTheme dark(ChartThemeKind::Dark);
    QCOMPARE(QColor(image.pixel(2, 2)), dark.background());
    QVERIFY(qGray(image.pixel(2, 2)) < 60);
    // Light text on it.
    QVERIFY(pixelsNear(image, dark.text(), 40) > 20);
}

void tst_ChartExporter::svg_data()
{
    addLanguageRows();
}

void tst_ChartExporter::svg()
{
    QFETCH(ChartKind, kind);
    QFETCH(QString, language);
    const auto chart = figure(kind, language);
    const QString path = m_dir.filePath(QStringLiteral("%1.svg").arg(QTest::currentDataTag()).replace(' ', '-'));
    const auto result = ChartExporter::write(*chart, path, ImageExportOptions());
    QVERIFY2(result, qPrintable(result.error));
    const QByteArray bytes = readAll(path);
    QString error;
    QString root;
    const QString text = svgText(bytes, &error, &root);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(root, QStringLiteral("svg"));
    for (const char* name : {"NVIDIA H100 SXM", "NVIDIA A100 SXM 80GB", "NVIDIA RTX A6000", "NVIDIA L40S"})
        QVERIFY2(text.contains(QLatin1String(name)), name);
    QVERIFY(text.contains(chart->data().title));
    QVERIFY(text.contains(chart->data().subtitle));
    if (language == QLatin1String("zh_CN"))
        QVERIFY(text.contains(chineseTitle));
    // Text stays text, with fallback fonts named for viewers without the first one.
    QVERIFY(bytes.contains("<text"));
    QVERIFY(bytes.contains("sans-serif"));
    QVERIFY(bytes.contains("viewBox=\"0 0 1200 800\""));
}

void tst_ChartExporter::svgTitleAndDescriptionAreText_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("script") << QStringLiteral(
        "L40S<script>document.documentElement.setAttribute('data-pwned','yes')</script>");
    QTest::newRow("event handler") << QStringLiteral("<img src=x onerror=\"alert(1)\"> & co");
    QTest::newRow("cdata") << QStringLiteral("]]><![CDATA[<svg onload=alert(1)>]]>");
    QTest::newRow("quotes") << QStringLiteral("\"'><g onload='alert(1)'>");
    QTest::newRow("right-to-left override") << QStringLiteral("GPU \u202Eexe.fdp");
}

// Qt 6.4 writes the title and description into <title> and <desc> as they are: a name
// there was markup in the SVG and script in the HTML report that inlines it.
void tst_ChartExporter::svgTitleAndDescriptionAreText()
{
    QFETCH(QString, name);
    engine::Gpu hostile = awkwardGpu("hostile", name.toStdString());
    // A control character (JSON allows \u0001) is drawn as it comes by Qt: it must not
    // make the file unreadable.
    engine::Gpu control = awkwardGpu("control", "Bell\x07GPU");
    ComparisonOptions options;
    options.metrics = SpecMetrics::all(m_data->prices);
    options.mode = ValueMode::RelativeToBaseline;
    options.baseline = 0;
    options.title = QStringLiteral("Compared: ") + name;
    const auto chart = ChartFacade::create(
        ChartKind::Radar, ComparisonChartBuilder::radar({&hostile, &control, m_data->catalog.find("l40s")}, options),
        ChartTheme());
    QVERIFY(chart->data().subtitle.contains(name)); // the baseline's name
    const SvgOutline outline = svgOutline(ChartExporter::svg(*chart, ImageExportOptions()));
    QVERIFY2(outline.error.isEmpty(), qPrintable(outline.error));
    // The literal text (directions closed), and no element from the name.
    QCOMPARE(outline.title.left(options.title.size()), options.title);
    QVERIFY(outline.title.mid(options.title.size()).remove(QChar(0x202C)).isEmpty());
    QVERIFY2(outline.description.contains(name), qPrintable(outline.description));
    // The description is the summary a screen reader hears of the chart on screen.
    QCOMPARE(outline.description, asXmlText(ChartAccessibility::description(*chart)));
    for (const char* element : {"script", "img", "a", "foreignObject", "iframe", "style"})
        QVERIFY2(!outline.elements.contains(QLatin1String(element)), element);
    QCOMPARE(outline.elements.count(QStringLiteral("svg")), 1);
}

void tst_ChartExporter::pdf_data()
{
    addLanguageRows();
}

void tst_ChartExporter::pdf()
{
    QFETCH(ChartKind, kind);
    QFETCH(QString, language);
    const auto chart = figure(kind, language);
    const QString path = m_dir.filePath(QStringLiteral("%1.pdf").arg(QTest::currentDataTag()).replace(' ', '-'));
    const auto result = ChartExporter::write(*chart, path, ImageExportOptions());
    QVERIFY2(result, qPrintable(result.error));
    const QByteArray bytes = readAll(path);
    QVERIFY(bytes.startsWith("%PDF-"));
    QCOMPARE(testing::pdfPageCount(bytes), 1);
    // One page the figure's size: 1200 x 800 px at 96 dpi = 900 x 600 pt.
    static const QRegularExpression mediaBox(QStringLiteral("/MediaBox \\[0 0 900(\\.0+)? 600(\\.0+)?\\]"));
    QVERIFY2(QString::fromLatin1(bytes).contains(mediaBox), "page is not 900 x 600 pt");
    // Vector: drawn, not a picture pasted in.
    QVERIFY(!bytes.contains("/Subtype /Image"));
    QVERIFY(bytes.contains("/FontFile2")); // text as embedded glyphs
    if (language == QLatin1String("zh_CN")) {
        if (QFontDatabase::families(QFontDatabase::SimplifiedChinese).isEmpty())
            QSKIP("no Simplified Chinese font installed");
        // The CJK title brings a CJK font along.
        static const QRegularExpression cjkFont(
            QStringLiteral("/FontName\\s*/[A-Z]{6}\\+[^/\\s]*(CJK|Han|YaHei|PingFang)"));
        QVERIFY2(QString::fromLatin1(bytes).contains(cjkFont), "no CJK font embedded");
    }
}

void tst_ChartExporter::pdfMetadataCarriesTheSummary_data()
{
    svgTitleAndDescriptionAreText_data();
}

// Qt 6.4 has no tagged PDF: the summary goes into the XMP metadata, escaped.
void tst_ChartExporter::pdfMetadataCarriesTheSummary()
{
    QFETCH(QString, name);
    engine::Gpu hostile = awkwardGpu("hostile", name.toStdString());
    ComparisonOptions options;
    options.metrics = SpecMetrics::all(m_data->prices);
    options.title = QStringLiteral("Compared: ") + name;
    options.mode = ValueMode::Raw; // values in their units: "highest", not "best"
    const auto chart = ChartFacade::create(
        ChartKind::BarPanels, ComparisonChartBuilder::bars({&hostile, m_data->catalog.find("l40s")}, options),
        ChartTheme());
    const QString path = m_dir.filePath(QStringLiteral("metadata.pdf"));
    const auto result = ChartExporter::write(*chart, path, ImageExportOptions());
    QVERIFY2(result, qPrintable(result.error));
    const QByteArray bytes = readAll(path);
    const qsizetype start = bytes.indexOf("<x:xmpmeta");
    const qsizetype end = bytes.indexOf("</x:xmpmeta>");
    QVERIFY2(start >= 0 && end > start, "no XMP metadata");
    QXmlStreamReader reader(bytes.mid(start, end - start + 12));
    QString title;
    QString description;
    QStringList elements;
    while (!reader.atEnd()) {
        if (reader.readNext() != QXmlStreamReader::StartElement)
            continue;
        elements << reader.name().toString();
        if (reader.qualifiedName() == QLatin1String("dc:title"))
            title = reader.readElementText(QXmlStreamReader::IncludeChildElements);
        else if (reader.qualifiedName() == QLatin1String("dc:description"))
            description = reader.readElementText(QXmlStreamReader::IncludeChildElements);
    }
    QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
    QCOMPARE(title, asXmlText(ChartAccessibility::name(*chart)));
    QCOMPARE(description, asXmlText(ChartAccessibility::description(*chart)));
    QVERIFY2(description.contains(name), qPrintable(description));
    QVERIFY(description.contains(QStringLiteral("highest")));
    for (const char* element : {"script", "img", "svg", "g"})
        QVERIFY2(!elements.contains(QLatin1String(element)), element);
}

void tst_ChartExporter::cjkGlyphsAreNotTofu()
{
    if (QFontDatabase::families(QFontDatabase::SimplifiedChinese).isEmpty())
        QSKIP("no Simplified Chinese font installed");
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    const QFont font = ChartTheme().font(FontRole::Title);
    // Each character drawn alone: a missing glyph draws the same box (or nothing) for
    // every character, real glyphs differ from each other and from a missing one.
    const auto draw = [&font](const QString& text) {
        QImage image(64, 64, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setFont(font);
        painter.setPen(Qt::black);
        painter.drawText(QRect(0, 0, 64, 64), Qt::AlignCenter, text);
        painter.end();
        return image;
    };
    const QImage missing = draw(QString(QChar(0xE000))); // private use: no font has it
    QList<QImage> glyphs;
    for (const QChar c : QStringLiteral("对比显存带宽")) {
        const QImage glyph = draw(QString(c));
        QVERIFY2(glyph != missing, "CJK character drawn as the missing glyph");
        QVERIFY2(glyph != draw(QString()), "CJK character drawn as nothing");
        for (const QImage& other : std::as_const(glyphs))
            QVERIFY2(glyph != other, "two CJK characters drawn alike: boxes?");
        glyphs << glyph;
    }
}

void tst_ChartExporter::failedExportWritesNothing()
{
    const auto chart = figure(ChartKind::Radar, QStringLiteral("en"));

    // A folder that does not exist: an error that names the file, and no file.
    const QString missingDir = m_dir.filePath(QStringLiteral("no/such/folder/chart.svg"));
    auto result = ChartExporter::write(*chart, missingDir, ImageExportOptions());
    QVERIFY(!result);
    QVERIFY2(result.error.contains(QStringLiteral("chart.svg")), qPrintable(result.error));
    QVERIFY(!QFile::exists(missingDir));

    // A failure while exporting leaves an existing file as it was, and no temporary.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chart.png"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("previous");
    }
    ImageExportOptions huge;
    huge.size = QSizeF(8000, 8000);
    huge.dpi = ImageExportOptions::maximumDpi;
    result = ChartExporter::write(*chart, path, huge);
    QVERIFY(!result);
    QVERIFY2(result.error.contains(QStringLiteral("too large")), qPrintable(result.error));
    QCOMPARE(readAll(path), QByteArray("previous"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("chart.png")});
}

void tst_ChartExporter::unknownSuffix()
{
    const auto chart = figure(ChartKind::Radar, QStringLiteral("en"));
    const QString path = m_dir.filePath(QStringLiteral("chart.jpeg"));
    const auto result = ChartExporter::write(*chart, path, ImageExportOptions());
    QVERIFY(!result);
    QVERIFY(result.error.contains(QStringLiteral("jpeg")));
    QVERIFY(!QFile::exists(path));
    QCOMPARE(ChartExporter::formatFor(QStringLiteral("A.PDF")), std::optional(ChartExporter::Format::Pdf));
}

void tst_ChartExporter::clipboard()
{
    const auto chart = figure(ChartKind::Radar, QStringLiteral("en"));
    ImageExportOptions options;
    options.size = QSizeF(600, 400);
    options.dpi = 96;
    ChartExporter::copyToClipboard(*chart, options);
    const QMimeData* mime = QGuiApplication::clipboard()->mimeData();
    QVERIFY(mime);
    QVERIFY(mime->hasImage());
    QCOMPARE(qvariant_cast<QImage>(mime->imageData()).size(), QSize(600, 400));
    QVERIFY(mime->data(QStringLiteral("image/svg+xml")).contains("NVIDIA H100 SXM"));
}

void tst_ChartExporter::exportRestoresTheFigure()
{
    const auto chart = figure(ChartKind::BarPanels, QStringLiteral("en"));
    chart->resize(QSizeF(640, 480));
    ImageExportOptions options;
    options.size = QSizeF(1000, 700);
    options.transparent = true;
    QVERIFY(!ChartExporter::svg(*chart, options).isEmpty());
    QCOMPARE(chart->size(), QSizeF(640, 480));
    QVERIFY(chart->isBackgroundVisible());
}

GPUATLAS_TEST_MAIN(tst_ChartExporter)
#include "tst_ChartExporter.moc"
