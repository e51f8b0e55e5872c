// SPDX-License-Identifier: GPL-3.0-or-later
#include "HostileOffice.h"
#include "OfficePackage.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "ui/document/export/ReportWriter.h"
#include "ui/document/office/OdtWriter.h"

#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuatlas;
using namespace gpuatlas::ui::exporting;

class tst_OdtWriter : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void reportAsOpenDocument();
    void chartsArePrintSharp();
    void nameFromAFileStaysText();
    void hostileCorpusStaysText();
    void reportWriterDispatchesOdt();

private:
    ReportDocument report(const std::string& name) const;
    std::unique_ptr<state::Workspace> m_workspace;
};

void tst_OdtWriter::initTestCase()
{
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
}

ReportDocument tst_OdtWriter::report(const std::string& name) const
{
    ReportInput input;
    input.workspace = m_workspace.get();
    input.workload = chatWorkload();
    input.workload.name = name;
    input.ranking = m_workspace->rank(input.workload);
    return ReportDocument::build(input);
}

void tst_OdtWriter::reportAsOpenDocument()
{
    const ReportDocument document = report("Chat");
    QByteArray bytes;
    QString error;
    QVERIFY2(office::OdtWriter::bytes(document, bytes, error), qPrintable(error));
    const OfficePackage package = OfficePackage::read(bytes);
    QVERIFY(package.ok);
    // ODF: the mimetype first and stored, the manifest naming every picture.
    QCOMPARE(package.order.value(0), QStringLiteral("mimetype"));
    QCOMPARE(package.parts.value(QStringLiteral("mimetype")), QByteArray("application/vnd.oasis.opendocument.text"));
    const QByteArray content = package.parts.value(QStringLiteral("content.xml"));
    QVERIFY(OfficePackage::wellFormed(content));
    const QString text = QString::fromUtf8(content);
    for (const auto& block : document.blocks) {
        if (block.kind == ReportBlock::Kind::Heading)
            QVERIFY2(text.contains(block.text.toHtmlEscaped()), qPrintable(block.text));
    }
    QVERIFY(content.count("<table:table ") >= 8);
    const QByteArray manifest = package.parts.value(QStringLiteral("META-INF/manifest.xml"));
    // Qt names the pictures without a suffix ("Pictures/Picture1"); the manifest says PNG.
    const QStringList pictures = package.named(QStringLiteral("Pictures/.+"));
    QCOMPARE(pictures.size(), static_cast<qsizetype>(document.charts.size()));
    for (const QString& picture : pictures) {
        QVERIFY(manifest.contains("manifest:media-type=\"image/png\" manifest:full-path=\"" + picture.toUtf8() + '"'));
        QVERIFY(package.parts.value(picture).startsWith("\x89PNG\r\n"));
    }
}

void tst_OdtWriter::chartsArePrintSharp()
{
    QByteArray bytes;
    QString error;
    QVERIFY(office::OdtWriter::bytes(report("Chat"), bytes, error));
    const OfficePackage package = OfficePackage::read(bytes);
    const QString picture = package.named(QStringLiteral("Pictures/.+")).value(0);
    const QImage image = QImage::fromData(package.parts.value(picture));
    QVERIFY(!image.isNull());
    // Drawn at the text width (about 17 cm): at least 300 pixels per inch on paper.
    const double inches = office::OdtWriter::chartWidthPt / 72.0;
    QVERIFY2(image.width() / inches >= 300, qPrintable(QString::number(image.width())));
    QVERIFY(package.parts.value(QStringLiteral("content.xml")).contains("svg:width=\"481pt\""));
}

void tst_OdtWriter::nameFromAFileStaysText()
{
    QByteArray bytes;
    QString error;
    QVERIFY(office::OdtWriter::bytes(report("<img src=x onerror=alert(1)>\x01"), bytes, error));
    const QByteArray content = OfficePackage::read(bytes).parts.value(QStringLiteral("content.xml"));
    QVERIFY(OfficePackage::wellFormed(content));
    QVERIFY(!content.contains("<img"));
    QVERIFY(content.contains("&lt;img src=x onerror=alert(1)&gt;"));
}

void tst_OdtWriter::hostileCorpusStaysText()
{
    const HostileOffice corpus = HostileOffice::load(
        {QStringLiteral("l40s"), QStringLiteral("h100-sxm"), QStringLiteral("a100-sxm-80gb"), QStringLiteral("l4")});
    QVERIFY(corpus.workspace);
    QByteArray bytes;
    QString error;
    QVERIFY2(office::OdtWriter::bytes(ReportDocument::build(corpus.input), bytes, error), qPrintable(error));
    const OfficePackage package = OfficePackage::read(bytes);
    QVERIFY(package.ok);
    QString text;
    const QString problem = hostileProblem(package, &text);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    for (const QString& name : corpus.gpuNames + QStringList{corpus.workloadName, corpus.modelName})
        QVERIFY2(text.contains(HostileOffice::start(name)), qPrintable(HostileOffice::start(name)));
}

void tst_OdtWriter::reportWriterDispatchesOdt()
{
    QCOMPARE(ReportWriter::formatFor(QStringLiteral("r.ODT")), std::optional(ReportWriter::Format::Odt));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("r.odt"));
    QVERIFY(ReportWriter::write(report("Chat"), path).ok);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(OfficePackage::read(file.readAll()).parts.contains(QStringLiteral("content.xml")));
}

GPUATLAS_TEST_MAIN(tst_OdtWriter)
#include "tst_OdtWriter.moc"
