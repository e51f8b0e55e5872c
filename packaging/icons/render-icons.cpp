// SPDX-License-Identifier: GPL-3.0-or-later
// Renders the scalable app icon to PNGs with Qt's own SVG renderer, the one the app
// uses for its window icon, so the committed bitmaps look like the running program.
// ImageMagick's built-in SVG reader drops the gradient and the opacities; rsvg-convert
// is not everywhere. Usage: gpuatlas-render-icons SVG OUTDIR SIZE... writes
// OUTDIR/<SIZE>x<SIZE>/gpu-atlas.png.
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char* argv[])
{
    const QGuiApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 4) {
        std::fprintf(stderr, "usage: %s SVG OUTDIR SIZE...\n", qPrintable(args.value(0)));
        return 2;
    }
    QSvgRenderer renderer(args.at(1));
    if (!renderer.isValid()) {
        std::fprintf(stderr, "%s: not a valid SVG file\n", qPrintable(args.at(1)));
        return 2;
    }
    const QDir outDir(args.at(2));
    for (const QString& sizeText : args.mid(3)) {
        bool ok = false;
        const int size = sizeText.toInt(&ok);
        if (!ok || size < 1 || size > 4096) {
            std::fprintf(stderr, "%s: not an icon size\n", qPrintable(sizeText));
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setRenderHint(QPainter::SmoothPixmapTransform);
            renderer.render(&painter, QRectF(0, 0, size, size));
        }
        const QString folder = QStringLiteral("%1x%1").arg(size);
        const QString path = outDir.filePath(folder + QStringLiteral("/gpu-atlas.png"));
        if (!outDir.mkpath(folder) || !image.convertToFormat(QImage::Format_ARGB32).save(path, "PNG")) {
            std::fprintf(stderr, "%s: cannot write\n", qPrintable(path));
            return 1;
        }
    }
    return 0;
}
