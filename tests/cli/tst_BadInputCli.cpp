// SPDX-License-Identifier: GPL-3.0-or-later
// The contract for bad input, through the real gpu-atlas-cli: exit status 2, nothing on
// stdout, and one line on stderr naming the file and the field. Every malformed file of
// tests/fixtures/bad-input/manifest.json the CLI can be given (catalogue, workload, and
// models/prices through GPUATLAS_DATA_DIR), then paths no fixture can be.
#include "CliRunner.h"
#include "support/TestMain.h"
#include "tests/BadInputManifest.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString chatWorkload = QStringLiteral(GPUATLAS_FIXTURES_DIR "/workloads/chat-llama3-8b.json");

} // namespace

class tst_BadInputCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void badFile_data();
    void badFile();
    void unreadablePath_data();
    void unreadablePath();
    void parseErrorsGiveAPosition_data();
    void parseErrorsGiveAPosition();
    void rootIsWrittenSlash();

private:
    static void checkContract(const CliRun& run, const QString& file, const QString& pointer);
    QTemporaryDir m_dir;
};

void tst_BadInputCli::checkContract(const CliRun& run, const QString& file, const QString& pointer)
{
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.out.isEmpty(), qPrintable(run.out.left(200)));
    QVERIFY2(run.err.endsWith(QLatin1Char('\n')) && run.err.count(QLatin1Char('\n')) == 1, qPrintable(run.err));
    QVERIFY2(run.err.startsWith(file + QLatin1String(": ")), qPrintable(run.err));
    if (!pointer.isEmpty())
        QVERIFY2(run.err.contains(QLatin1String(": ") + pointer + QLatin1String(": ")), qPrintable(run.err));
    QVERIFY2(!run.err.contains(QLatin1String("%1")), qPrintable(run.err));
}

void tst_BadInputCli::badFile_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("pointer");
    for (const auto& c : badInputCases()) {
        if (QStringList{QStringLiteral("catalog"), QStringLiteral("workload"), QStringLiteral("models"),
                        QStringLiteral("prices")}
                .contains(c.kind))
            QTest::newRow(qPrintable(c.file)) << c.kind << c.path() << c.pointer;
    }
}

void tst_BadInputCli::badFile()
{
    QFETCH(QString, kind);
    QFETCH(QString, path);
    QFETCH(QString, pointer);
    const QStringList en{QStringLiteral("--lang"), QStringLiteral("en")};
    if (kind == QLatin1String("catalog")) {
        checkContract(runCli(QStringList{QStringLiteral("gpus"), QStringLiteral("--catalog"), path} + en), path,
                      pointer);
    } else if (kind == QLatin1String("workload")) {
        checkContract(runCli(QStringList{QStringLiteral("estimate"), QStringLiteral("--workload"), path,
                                         QStringLiteral("--gpu"), QStringLiteral("h100-sxm")} +
                             en),
                      path, pointer);
    } else {
        // The data folder the installed program would read, replaced by one holding the
        // bad file under its real name.
        QTemporaryDir data;
        const QString name = kind + QStringLiteral(".json");
        QVERIFY(QFile::copy(path, data.filePath(name)));
        const QStringList environment{QStringLiteral("GPUATLAS_DATA_DIR=") + data.path()};
        const QStringList arguments = kind == QLatin1String("models")
                                          ? QStringList{QStringLiteral("models")}
                                          : QStringList{QStringLiteral("estimate"), QStringLiteral("--workload"),
                                                        chatWorkload, QStringLiteral("--gpu"), QStringLiteral("l4")};
        checkContract(runCli(arguments + en, {}, environment), QDir::toNativeSeparators(data.filePath(name)), pointer);
    }
}

void tst_BadInputCli::unreadablePath_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing") << m_dir.filePath(QStringLiteral("missing.json")) << "the file does not exist";
    QTest::newRow("folder") << m_dir.path() << "this is a folder, not a file";
#ifdef Q_OS_UNIX
    QTest::newRow("/dev/zero") << "/dev/zero"
                               << "this is a device or socket, not a file";
#endif
    const QString huge = m_dir.filePath(QStringLiteral("huge.json"));
    QFile file(huge);
    if (file.open(QIODevice::WriteOnly) && file.resize(500LL * 1024 * 1024)) // sparse: no disk used
        QTest::newRow("500 MB") << huge << "the file is too large (524288000 bytes";
}

void tst_BadInputCli::unreadablePath()
{
    QFETCH(QString, path);
    QFETCH(QString, message);
    QElapsedTimer timer;
    timer.start();
    const QStringList en{QStringLiteral("--lang"), QStringLiteral("en")};
    for (const auto& arguments : {QStringList{QStringLiteral("gpus"), QStringLiteral("--catalog"), path},
                                  QStringList{QStringLiteral("recommend"), QStringLiteral("--workload"), path}}) {
        const CliRun run = runCli(arguments + en);
        checkContract(run, QDir::toNativeSeparators(path), {});
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
    }
    QVERIFY(timer.elapsed() < 60000);
}

// Every parse error says where: a number too large, nesting or values over the limits,
// as well as a syntax error.
void tst_BadInputCli::parseErrorsGiveAPosition_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    const QString bad = QStringLiteral(GPUATLAS_FIXTURES_DIR "/bad-input/");
    QTest::newRow("1e999") << bad + QStringLiteral("catalog/number-1e999.json")
                           << "the number 1e999 is too large (at byte ";
    QTest::newRow("too deep") << QStringLiteral(GPUATLAS_FIXTURES_DIR "/catalog/too-deep.json")
                              << "the JSON is nested more than 64 levels deep (at byte ";
    QTest::newRow("truncated") << QStringLiteral(GPUATLAS_FIXTURES_DIR "/catalog/truncated.json")
                               << "the file is not valid JSON (error at byte ";
    const QString many = m_dir.filePath(QStringLiteral("many-values.json"));
    QFile file(many);
    if (file.open(QIODevice::WriteOnly)) {
        file.write("[");
        QByteArray values;
        for (int i = 0; i <= 2'000'000; ++i)
            values += "0,";
        file.write(values + "0]");
        file.close();
    }
    QTest::newRow("too many values") << many << "the file holds more than 2000000 values (the limit is passed at byte ";
}

void tst_BadInputCli::parseErrorsGiveAPosition()
{
    QFETCH(QString, path);
    QFETCH(QString, message);
    const CliRun run = runCli(
        {QStringLiteral("gpus"), QStringLiteral("--catalog"), path, QStringLiteral("--lang"), QStringLiteral("en")});
    checkContract(run, path, {});
    QVERIFY2(run.err.startsWith(path + QStringLiteral(": ") + message), qPrintable(run.err));
    QVERIFY2(run.err.trimmed().endsWith(QLatin1Char(')')), qPrintable(run.err));
}

// The document itself (the empty JSON pointer) is written "/" like any other place.
void tst_BadInputCli::rootIsWrittenSlash()
{
    const QString path = QStringLiteral(GPUATLAS_FIXTURES_DIR "/bad-input/catalog/top-level-array.json");
    const CliRun run = runCli(
        {QStringLiteral("gpus"), QStringLiteral("--catalog"), path, QStringLiteral("--lang"), QStringLiteral("en")});
    checkContract(run, path, {});
    QVERIFY2(run.err.startsWith(path + QStringLiteral(": /: must be of type object, not array")), qPrintable(run.err));
    // A problem with the file as a whole (not a value in it) names no place.
    const QString truncated = QStringLiteral(GPUATLAS_FIXTURES_DIR "/catalog/truncated.json");
    const CliRun syntax = runCli({QStringLiteral("gpus"), QStringLiteral("--catalog"), truncated,
                                  QStringLiteral("--lang"), QStringLiteral("en")});
    QVERIFY2(syntax.err.startsWith(truncated + QStringLiteral(": the file is not valid JSON")), qPrintable(syntax.err));
}

GPUATLAS_TEST_GUILESS_MAIN(tst_BadInputCli)
#include "tst_BadInputCli.moc"
