// SPDX-License-Identifier: GPL-3.0-or-later
// Start-up with bad files: a bad --catalog or --workload shows a dialog naming the file
// and the field (main() then exits with 2); in screenshot mode the same goes to stderr.
// The dialogs are modal, so a timer reads and closes them as a user would.
#include "gui/Application.h"
#include "state/CurrentResult.h"
#include "state/Workspace.h"
#include "support/TestMain.h"
#include "tests/BadInputManifest.h"

#include <QMessageBox>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace gpuatlas;

namespace {

// Runs `action`, closing the first modal message box it opens; returns that box's text.
template <class Action>
QString closeDialogOf(Action action)
{
    QString text;
    QTimer poll;
    poll.setInterval(20);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            text = box->text();
            box->reject();
        }
    });
    poll.start();
    action();
    return text;
}

QString anyFixture(const QString& kind, const QString& code)
{
    for (const auto& c : badInputCases(kind)) {
        if (c.code == code)
            return c.path();
    }
    return {};
}

} // namespace

class tst_Application : public QObject
{
    Q_OBJECT

private slots:
    void badCatalogShowsDialog();
    void badWorkloadShowsDialogAndKeepsNone();
    void screenshotModePrintsAndExits2_data();
    void screenshotModePrintsAndExits2();
};

void tst_Application::badCatalogShowsDialog()
{
    auto* app = qobject_cast<Application*>(QCoreApplication::instance());
    QVERIFY(app);
    const QString path = anyFixture(QStringLiteral("catalog"), QStringLiteral("above-maximum"));
    QVERIFY(!path.isEmpty());
    state::Workspace* workspace = reinterpret_cast<state::Workspace*>(1);
    const QString text = closeDialogOf([&] { workspace = app->loadWorkspace(path, false); });
    QVERIFY(workspace == nullptr);
    QVERIFY2(text.contains(path) && text.contains(QStringLiteral("/memory_gb: must be at most")), qPrintable(text));
}

void tst_Application::badWorkloadShowsDialogAndKeepsNone()
{
    auto* app = qobject_cast<Application*>(QCoreApplication::instance());
    QVERIFY(app);
    state::Workspace* workspace = app->loadWorkspace({}, true);
    QVERIFY(workspace);
    state::CurrentResult current(*workspace);
    const QString path = anyFixture(QStringLiteral("workload"), QStringLiteral("unknown-field"));
    bool opened = true;
    const QString text = closeDialogOf([&] { opened = app->openStartupWorkload(path, current, false); });
    QVERIFY(!opened);
    QVERIFY2(text.contains(path) && text.contains(QStringLiteral(": unknown field")), qPrintable(text));
    QVERIFY(!current.workload());
    // And a good one opens without a dialog, as the current workload.
    QVERIFY(
        app->openStartupWorkload(QStringLiteral(GPUATLAS_FIXTURES_DIR "/workloads/train-13b.json"), current, false));
    QVERIFY(current.workload() && current.workload()->isTraining());
}

void tst_Application::screenshotModePrintsAndExits2_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("expected");
    const QString catalog = anyFixture(QStringLiteral("catalog"), QStringLiteral("duplicate-id"));
    const QString workload = anyFixture(QStringLiteral("workload"), QStringLiteral("above-maximum"));
    QTest::newRow("catalog") << QStringList{QStringLiteral("--catalog"), catalog}
                             << catalog + QStringLiteral(": /gpus/");
    QTest::newRow("workload") << QStringList{QStringLiteral("--workload"), workload}
                              << workload + QStringLiteral(": /");
    QTest::newRow("device") << QStringList{QStringLiteral("--catalog"), QStringLiteral("/dev/zero")}
                            << QStringLiteral("/dev/zero: this is a device or socket, not a file");
    // Used to render English and exit 0.
    QTest::newRow("unknown language") << QStringList{QStringLiteral("--lang"), QStringLiteral("fr")}
                                      << QStringLiteral("--lang: \"fr\" is not a language");
    const QString duplicate = anyFixture(QStringLiteral("workload"), QStringLiteral("duplicate-key"));
    QTest::newRow("duplicate key") << QStringList{QStringLiteral("--workload"), duplicate, QStringLiteral("--lang"),
                                                  QStringLiteral("en")}
                                   << duplicate + QStringLiteral(": /task: the key \"task\" appears twice");
    QTest::newRow("missing workload") << QStringList{QStringLiteral("--workload"),
                                                     QStringLiteral("/nonexistent/w.json")}
                                      << QStringLiteral("/nonexistent/w.json: the file does not exist");
    QTest::newRow("empty workload") << QStringList{QStringLiteral("--workload"), QString()}
                                    << QStringLiteral("--workload: no file given");
    QTest::newRow("empty catalog") << QStringList{QStringLiteral("--catalog"), QString()}
                                   << QStringLiteral("--catalog: no file given");
}

void tst_Application::screenshotModePrintsAndExits2()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString shot = dir.filePath(QStringLiteral("shot.png"));
    QProcess program;
    program.start(QStringLiteral(GPUATLAS_GUI_PATH), QStringList{QStringLiteral("--screenshot"), shot} + arguments);
    QVERIFY(program.waitForFinished(60000));
    QCOMPARE(program.exitCode(), 2);
    const QString err = QString::fromUtf8(program.readAllStandardError());
    QVERIFY2(err.contains(expected), qPrintable(err));
    QVERIFY(!QFile::exists(shot));
}

namespace {

int runApplicationTest(int argc, char** argv)
{
    // The real application object: its identity, settings and dialogs.
    Application app(argc, argv);
    tst_Application test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

} // namespace

GPUATLAS_REGISTER_TEST(tst_Application, runApplicationTest)

#include "tst_Application.moc"
