// SPDX-License-Identifier: GPL-3.0-or-later
// Every way a file the app or the CLI reads can be wrong (tests/fixtures/bad-input/
// manifest.json), loaded through the same functions they use: each gives a diagnostic
// naming the file and the field, and one line of text for the CLI and the dialogs.
// Then what cannot be a committed fixture: missing paths, folders, devices, pipes and
// files of hundreds of megabytes, generated here at run time.
#include "engine/cost/PricesJson.h"
#include "engine/imports/HfConfigImport.h"
#include "engine/io/ModelJson.h"
#include "files/DataFiles.h"
#include "files/FileReader.h"
#include "files/UserFiles.h"
#include "files/WorkloadFiles.h"
#include "support/TestMain.h"
#include "tests/BadInputManifest.h"
#include "text/DiagnosticText.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <functional>
#include <future>
#include <thread>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace gpuatlas;

namespace {

const QString fixturesDir = QStringLiteral(GPUATLAS_FIXTURES_DIR);

template <class T>
engine::Diagnostics problemsOf(const engine::Result<T>& result)
{
    return result.ok() ? engine::Diagnostics{} : result.errors();
}

// Loads `path` as the app and the CLI load a file of `kind`; returns what went wrong.
engine::Diagnostics load(const QString& kind, const QString& path, const engine::ModelCatalog& models)
{
    const auto viaText = [&](auto reader) -> engine::Diagnostics {
        auto text = files::readTextFile(path);
        if (!text)
            return text.errors();
        return problemsOf(reader(text.value(), files::displayName(path)));
    };
    if (kind == QLatin1String("catalog"))
        return problemsOf(files::DataFiles::loadCatalog(path));
    if (kind == QLatin1String("models"))
        return viaText(engine::readModels);
    if (kind == QLatin1String("prices"))
        return viaText(engine::readPrices);
    if (kind == QLatin1String("workload"))
        return problemsOf(files::WorkloadFiles::load(path, models));
    if (kind == QLatin1String("hf-config"))
        return viaText(engine::modelFromHfConfig);
    if (kind == QLatin1String("user-gpus"))
        return problemsOf(files::UserFiles::importGpus(path));
    if (kind == QLatin1String("user-prices"))
        return viaText(files::UserFiles::readPrices);
    if (kind == QLatin1String("measurements") || kind == QLatin1String("measurements-csv"))
        return problemsOf(files::UserFiles::importMeasurements(path));
    qFatal("unknown kind of input %s", qPrintable(kind));
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class tst_BadInputFiles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyFixtureIsListed();
    void fixture_data();
    void fixture();
    void unreadablePaths_data();
    void unreadablePaths();
    void hugeSparseFileIsRefusedUnread();
    void endlessPipeStopsAtTheLimit();
    void pipeWithoutWriterDoesNotHang();
    void pipeIsReadToItsEnd();
    void manyValuesAreRefusedQuickly();
    void deepNestingIsRefusedQuickly();

private:
    engine::ModelCatalog m_models;
    QTemporaryDir m_dir;
};

void tst_BadInputFiles::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    auto models = files::DataFiles::loadModels();
    QVERIFY(models.ok());
    m_models = std::move(models).value();
    QVERIFY(m_dir.isValid());
#ifdef Q_OS_UNIX
    // The pipe tests' writers see the reader go away: EPIPE, not a fatal signal.
    std::signal(SIGPIPE, SIG_IGN);
#endif
}

void tst_BadInputFiles::everyFixtureIsListed()
{
    QSet<QString> listed;
    for (const auto& c : badInputCases())
        listed.insert(c.file);
    QVERIFY(listed.size() > 100);
    QDirIterator it(fixturesDir + QStringLiteral("/bad-input"), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString relative = QDir(fixturesDir).relativeFilePath(it.next());
        if (relative != QLatin1String("bad-input/manifest.json"))
            QVERIFY2(listed.contains(relative), qPrintable(relative + QStringLiteral(" is not in manifest.json")));
    }
}

void tst_BadInputFiles::fixture_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("pointer");
    for (const auto& c : badInputCases())
        QTest::newRow(qPrintable(c.file)) << c.kind << c.file << c.code << c.pointer;
}

void tst_BadInputFiles::fixture()
{
    QFETCH(QString, kind);
    QFETCH(QString, file);
    QFETCH(QString, code);
    QFETCH(QString, pointer);
    const QString path = fixturesDir + QLatin1Char('/') + file;
    QVERIFY(QFileInfo::exists(path));

    const engine::Diagnostics problems = load(kind, path, m_models);
    QVERIFY2(!problems.empty(), "the file loaded");
    const auto& first = problems.front();
    QCOMPARE(QString::fromUtf8(engine::diagnosticCodeId(first.code)), code);
    QCOMPARE(QString::fromStdString(first.pointer), pointer);
    QCOMPARE(QString::fromStdString(first.file), QString::fromStdString(files::displayName(path)));
    for (const auto& problem : problems)
        QCOMPARE(problem.file, first.file);

    // What the CLI prints and the dialogs show: one line, file first, then the field.
    const QString line = text::DiagnosticText::summaryLine(problems);
    QVERIFY2(!line.contains(QLatin1Char('\n')), qPrintable(line));
    QVERIFY2(line.startsWith(QString::fromStdString(first.file) + QLatin1String(": ")), qPrintable(line));
    if (!pointer.isEmpty())
        QVERIFY2(line.contains(QLatin1String(": ") + pointer + QLatin1String(": ")), qPrintable(line));
    const QString message = text::DiagnosticText::message(first);
    QVERIFY2(message != QLatin1String("invalid input") && message.size() > 8, qPrintable(message));
    QVERIFY(!message.contains(QLatin1String("%1")));
}

void tst_BadInputFiles::unreadablePaths_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason");
    QTest::newRow("missing") << m_dir.filePath(QStringLiteral("missing.json")) << "not-found";
    QTest::newRow("folder") << m_dir.path() << "is-directory";
#ifdef Q_OS_UNIX
    // A device reports size 0 and never ends: refused without reading it.
    QTest::newRow("/dev/zero") << "/dev/zero"
                               << "not-a-file";
    QTest::newRow("/dev/null") << "/dev/null"
                               << "not-a-file";
#endif
}

void tst_BadInputFiles::unreadablePaths()
{
    QFETCH(QString, path);
    QFETCH(QString, reason);
    QElapsedTimer timer;
    timer.start();
    for (const QString& kind : {QStringLiteral("catalog"), QStringLiteral("workload"), QStringLiteral("hf-config"),
                                QStringLiteral("measurements"), QStringLiteral("user-gpus")}) {
        const auto problems = load(kind, path, m_models);
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems.front().code, engine::DiagnosticCode::FileUnreadable);
        QCOMPARE(QString::fromStdString(problems.front().args.at(0)), reason);
        QCOMPARE(problems.front().file, files::displayName(path));
        const QString line = text::DiagnosticText::line(problems.front());
        QVERIFY2(!line.contains(QLatin1Char('\n')) && line.size() > path.size() + 8, qPrintable(line));
    }
    QVERIFY(timer.elapsed() < 5000);
}

void tst_BadInputFiles::hugeSparseFileIsRefusedUnread()
{
    // 300 MB that take no disk space: the size is checked before a byte is read.
    const QString path = m_dir.filePath(QStringLiteral("huge.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.write("{\"format\":") == 10);
    QVERIFY(file.resize(300LL * 1024 * 1024));
    file.close();
    QElapsedTimer timer;
    timer.start();
    for (const QString& kind :
         {QStringLiteral("catalog"), QStringLiteral("workload"), QStringLiteral("measurements-csv")}) {
        const auto problems = load(kind, path, m_models);
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems.front().code, engine::DiagnosticCode::FileTooLarge);
        QCOMPARE(problems.front().args.at(0), std::to_string(300LL * 1024 * 1024));
        QVERIFY(text::DiagnosticText::line(problems.front()).contains(QStringLiteral("huge.json")));
    }
    QVERIFY2(timer.elapsed() < 2000, "the file was read");
}

#ifdef Q_OS_UNIX
namespace {

QString makeFifo(const QTemporaryDir& dir, const char* name)
{
    const QString path = dir.filePath(QString::fromLatin1(name));
    return ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0 ? path : QString();
}

// Starts a thread that opens `path` for writing and runs `write`. Returns once the
// writer has the pipe open, as a shell's pipe has its writer before the reader starts:
// a stand-in reader lets the writer's open() complete, and closes once it has.
std::thread startWriter(const QString& path, std::function<void(QFile&)> write)
{
    const QByteArray native = QFile::encodeName(path);
    const int standIn = ::open(native.constData(), O_RDONLY | O_NONBLOCK);
    std::promise<void> opened;
    auto isOpen = opened.get_future();
    std::thread writer([path, write = std::move(write), opened = std::move(opened)]() mutable {
        QFile out(path);
        const bool ok = out.open(QIODevice::WriteOnly | QIODevice::Unbuffered);
        opened.set_value();
        if (ok)
            write(out);
    });
    isOpen.wait();
    ::close(standIn);
    return writer;
}

} // namespace
#endif

void tst_BadInputFiles::endlessPipeStopsAtTheLimit()
{
#ifdef Q_OS_UNIX
    // A pipe has no size to check first: a writer producing hundreds of megabytes is
    // read only to one byte past the limit, then refused.
    const QString path = makeFifo(m_dir, "endless");
    QVERIFY(!path.isEmpty());
    // A reader of our own holds the pipe open as in pipeIsReadToItsEnd: a chunk
    // written before the reader under test opens would otherwise meet no reader (EPIPE) and
    // end the writer early, so the pipe would read as empty (a failure seen once on a loaded
    // machine). Closed after the load, it ends the writer, blocked on a full pipe by then.
    const int holder = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK);
    QVERIFY(holder >= 0);
    std::thread writer = startWriter(path, [](QFile& out) {
        const QByteArray chunk(1024 * 1024, ' ');
        for (int i = 0; i < 300; ++i) {
            if (out.write(chunk) != chunk.size())
                break; // no reader left: EPIPE
        }
    });
    const auto problems = load(QStringLiteral("workload"), path, m_models);
    ::close(holder);
    writer.join();
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(problems.front().code, engine::DiagnosticCode::FileTooLarge);
#else
    QSKIP("named pipes are a POSIX feature");
#endif
}

void tst_BadInputFiles::pipeWithoutWriterDoesNotHang()
{
#ifdef Q_OS_UNIX
    const QString path = makeFifo(m_dir, "nobody-writes");
    QVERIFY(!path.isEmpty());
    QElapsedTimer timer;
    timer.start();
    const auto problems = load(QStringLiteral("catalog"), path, m_models);
    QVERIFY(timer.elapsed() < 5000);
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(problems.front().code, engine::DiagnosticCode::JsonSyntax); // read as empty
#else
    QSKIP("named pipes are a POSIX feature");
#endif
}

void tst_BadInputFiles::pipeIsReadToItsEnd()
{
#ifdef Q_OS_UNIX
    // `gpu-atlas-cli estimate --workload <(jq ...)`: the workload arrives through a pipe
    // in pieces, and all of it is read.
    const QString path = makeFifo(m_dir, "workload-pipe");
    QVERIFY(!path.isEmpty());
    QFile source(fixturesDir + QStringLiteral("/workloads/train-13b.json"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    const QByteArray bytes = source.readAll();
    // A reader of our own holds the pipe open from before the first write until the
    // writer is done, as a shell pipeline's reader does: otherwise, on a loaded machine,
    // a piece written before the reader under test opens meets no reader and is lost
    // (EPIPE). It never reads, so every byte goes to the reader under test.
    const int holder = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK);
    QVERIFY(holder >= 0);
    std::thread writer = startWriter(path, [bytes](QFile& out) {
        for (qsizetype i = 0; i < bytes.size(); i += 7) {
            out.write(bytes.mid(i, 7));
            std::this_thread::sleep_for(std::chrono::microseconds(200));
        }
    });
    const auto workload = files::WorkloadFiles::load(path, m_models);
    writer.join();
    ::close(holder);
    QVERIFY2(workload.ok(), workload.ok() ? "" : qPrintable(text::DiagnosticText::summaryLine(workload.errors())));
    QCOMPARE(workload.value().modelId, std::string("llama-2-13b"));
#else
    QSKIP("named pipes are a POSIX feature");
#endif
}

void tst_BadInputFiles::manyValuesAreRefusedQuickly()
{
    // Under the size limit, but 20 million empty objects: parsed, it would take gigabytes
    // (and nlohmann's callback parser took hours). Refused before parsing.
    const QString path = m_dir.filePath(QStringLiteral("objects.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    const QByteArray chunk = QByteArray("{},").repeated(100000);
    QVERIFY(file.write("[") == 1);
    for (int i = 0; i < 200; ++i)
        QVERIFY(file.write(chunk) == chunk.size());
    QVERIFY(file.write("{}]") == 3);
    file.close();
    QElapsedTimer timer;
    timer.start();
    const auto problems = load(QStringLiteral("catalog"), path, m_models);
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(problems.front().code, engine::DiagnosticCode::JsonTooManyValues);
    QVERIFY2(timer.elapsed() < 20000, qPrintable(QString::number(timer.elapsed())));

    // A CSV of commas likewise.
    const QString csv = m_dir.filePath(QStringLiteral("commas.csv"));
    QVERIFY(writeFile(csv, QByteArray("gpu,model\n") + QByteArray(3000000, ',')));
    const auto csvProblems = load(QStringLiteral("measurements-csv"), csv, m_models);
    QCOMPARE(csvProblems.size(), std::size_t(1));
    QCOMPARE(csvProblems.front().code, engine::DiagnosticCode::JsonTooManyValues);
}

void tst_BadInputFiles::deepNestingIsRefusedQuickly()
{
    const QString path = m_dir.filePath(QStringLiteral("deep.json"));
    QVERIFY(writeFile(path, QByteArray(4 * 1024 * 1024, '[') + QByteArray(4 * 1024 * 1024, ']')));
    for (const QString& kind : {QStringLiteral("catalog"), QStringLiteral("workload"), QStringLiteral("hf-config"),
                                QStringLiteral("measurements")}) {
        const auto problems = load(kind, path, m_models);
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems.front().code, engine::DiagnosticCode::JsonTooDeep);
    }
}

GPUATLAS_TEST_GUILESS_MAIN(tst_BadInputFiles)
#include "tst_BadInputFiles.moc"
