// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"
#include "support/Files.h"
#include "support/TestMain.h"

#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using gpuatlas::testing::readAll;

namespace {

const QString slideGpus = QStringLiteral("h100-sxm,a100-sxm-80gb,rtx-a6000,l40s");

} // namespace

class tst_ChartCommands : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void radarSvgFitForASlide();
    void radarPngHonoursDpi();
    void radarPdf();
    void barsInChinese();
    void unknownGpuIsBadInputAndWritesNothing();
    void unknownExtension();
    void unwritablePath();
    void missingOrBadArguments_data();
    void missingOrBadArguments();

private:
    QTemporaryDir m_dir;
};

void tst_ChartCommands::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void tst_ChartCommands::radarSvgFitForASlide()
{
    const QString out = m_dir.filePath(QStringLiteral("radar.svg"));
    const auto run = runCli({QStringLiteral("chart"), QStringLiteral("radar"), QStringLiteral("--gpus"), slideGpus,
                             QStringLiteral("--out"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QByteArray svg = readAll(out);

    QXmlStreamReader reader(svg);
    QString text;
    double smallestFont = 1e9;
    int textElements = 0;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement() && reader.name() == QLatin1String("text")) {
            ++textElements;
            smallestFont = std::min(smallestFont, reader.attributes().value(QLatin1String("font-size")).toDouble());
        }
        if (reader.isCharacters())
            text += reader.text().toString() + QLatin1Char('\n');
    }
    QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
    for (const char* name : {"NVIDIA H100 SXM", "NVIDIA A100 SXM 80GB", "NVIDIA RTX A6000", "NVIDIA L40S"})
        QVERIFY2(text.contains(QLatin1String(name)), name);   // the legend
    QVERIFY(text.contains(QStringLiteral("GPU comparison"))); // the title
    QVERIFY(text.contains(QStringLiteral("best = 100%")));    // the normalisation
    QVERIFY(text.contains(QStringLiteral("Memory bandwidth")));
    // Slide-readable: nothing below 12 px on a 1200 x 800 canvas.
    QVERIFY(textElements > 20);
    QVERIFY2(smallestFont >= 12, qPrintable(QString::number(smallestFont)));
    QVERIFY(svg.contains("viewBox=\"0 0 1200 800\""));
}

void tst_ChartCommands::radarPngHonoursDpi()
{
    const QString out = m_dir.filePath(QStringLiteral("radar.png"));
    auto run = runCli({QStringLiteral("chart"), QStringLiteral("radar"), QStringLiteral("--gpus"), slideGpus,
                       QStringLiteral("--out"), out, QStringLiteral("--dpi"), QStringLiteral("96")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QImage image(out);
    QCOMPARE(image.size(), QSize(1200, 800));
    QCOMPARE(image.dotsPerMeterX(), qRound(96 / 0.0254));

    run = runCli({QStringLiteral("chart"), QStringLiteral("radar"), QStringLiteral("--gpus"), slideGpus,
                  QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 0);
    image.load(out);
    QCOMPARE(image.size(), QSize(2400, 1600)); // 192 dpi by default: sharp on slides
}

void tst_ChartCommands::radarPdf()
{
    const QString out = m_dir.filePath(QStringLiteral("radar.pdf"));
    const auto run = runCli({QStringLiteral("chart"), QStringLiteral("radar"), QStringLiteral("--gpus"),
                             QStringLiteral("h100-sxm,mi300x"), QStringLiteral("--out"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QByteArray pdf = readAll(out);
    QVERIFY(pdf.startsWith("%PDF-"));
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    QCOMPARE(QString::fromLatin1(pdf).count(page), 1);
}

void tst_ChartCommands::barsInChinese()
{
    const QString out = m_dir.filePath(QStringLiteral("bars-zh.svg"));
    const auto run = runCli({QStringLiteral("chart"), QStringLiteral("bars"), QStringLiteral("--gpus"), slideGpus,
                             QStringLiteral("--out"), out, QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QByteArray svg = readAll(out);
    QVERIFY(svg.contains("NVIDIA L40S"));
    // The Chinese interface prefers Simplified Chinese glyphs.
    QVERIFY(svg.contains("Noto Sans CJK SC"));
}

void tst_ChartCommands::unknownGpuIsBadInputAndWritesNothing()
{
    const QString out = m_dir.filePath(QStringLiteral("existing.svg"));
    {
        QFile file(out);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("previous");
    }
    const auto run = runCli({QStringLiteral("chart"), QStringLiteral("radar"), QStringLiteral("--gpus"),
                             QStringLiteral("h100-sxm,h1000"), QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("\"h1000\"")), qPrintable(run.err));
    // One line (Qt may add its own warnings about the environment on other lines).
    QCOMPARE(run.err.split(QLatin1Char('\n')).filter(QStringLiteral("h1000")).size(), 1);
    QCOMPARE(readAll(out), QByteArray("previous"));
}

void tst_ChartCommands::unknownExtension()
{
    const QString out = m_dir.filePath(QStringLiteral("radar.jpg"));
    const auto run = runCli({QStringLiteral("chart"), QStringLiteral("radar"), QStringLiteral("--gpus"), slideGpus,
                             QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains(QStringLiteral("jpg")));
    QVERIFY(!QFile::exists(out));
}

void tst_ChartCommands::unwritablePath()
{
    const QString out = m_dir.filePath(QStringLiteral("no/such/folder/radar.svg"));
    const auto run = runCli({QStringLiteral("chart"), QStringLiteral("radar"), QStringLiteral("--gpus"), slideGpus,
                             QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("radar.svg")), qPrintable(run.err));
    QVERIFY(!QFile::exists(out));
}

void tst_ChartCommands::missingOrBadArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString out = QStringLiteral("never-written.png");
    QTest::newRow("no chart") << QStringList{QStringLiteral("chart")} << QStringLiteral("radar");
    QTest::newRow("unknown chart") << QStringList{QStringLiteral("chart"),  QStringLiteral("pie"),
                                                  QStringLiteral("--gpus"), slideGpus,
                                                  QStringLiteral("--out"),  out}
                                   << QStringLiteral("pie");
    QTest::newRow("no --gpus") << QStringList{QStringLiteral("chart"), QStringLiteral("radar"), QStringLiteral("--out"),
                                              out}
                               << QStringLiteral("--gpus");
    QTest::newRow("no --out") << QStringList{QStringLiteral("chart"), QStringLiteral("radar"), QStringLiteral("--gpus"),
                                             slideGpus}
                              << QStringLiteral("--out");
    QTest::newRow("empty --gpus") << QStringList{QStringLiteral("chart"),  QStringLiteral("radar"),
                                                 QStringLiteral("--gpus"), QStringLiteral(","),
                                                 QStringLiteral("--out"),  out}
                                  << QStringLiteral("--gpus");
    QTest::newRow("dpi out of range") << QStringList{QStringLiteral("chart"),  QStringLiteral("radar"),
                                                     QStringLiteral("--gpus"), slideGpus,
                                                     QStringLiteral("--out"),  out,
                                                     QStringLiteral("--dpi"),  QStringLiteral("5000")}
                                      << QStringLiteral("--dpi");
}

void tst_ChartCommands::missingOrBadArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const auto run = runCli(arguments, m_dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("never-written.png"))));
}

GPUATLAS_TEST_MAIN(tst_ChartCommands)
#include "tst_ChartCommands.moc"
