// SPDX-License-Identifier: GPL-3.0-or-later
// Opening or importing a malformed file in the app (tests/fixtures/bad-input) returns
// the message its dialog shows, naming the file and the field, and keeps what the user
// had: the workload, the wizard's draft, the model form, their own GPUs and measurements.
#include "engine/core/Workload.h"
#include "engine/io/WorkloadJson.h"
#include "state/UserData.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "tests/BadInputManifest.h"
#include "ui/WorkloadActions.h"
#include "ui/dialogs/CalibrationDialog.h"
#include "ui/dialogs/CustomGpusDialog.h"
#include "ui/pages/RecommendationPage.h"
#include "ui/wizard/ModelPage.h"
#include "ui/wizard/WorkloadWizard.h"

#include <QDir>
#include <QRadioButton>
#include <QSpinBox>
#include <QTest>

using namespace gpuatlas;

namespace {

void addRows(const QStringList& kinds)
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("pointer");
    for (const auto& c : badInputCases()) {
        if (kinds.contains(c.kind))
            QTest::newRow(qPrintable(c.file)) << c.path() << c.pointer;
    }
}

// The message names the file (as the user chose it) and, where there is one, the field.
void checkMessage(const QString& message, const QString& path, const QString& pointer)
{
    QVERIFY2(message.contains(QDir::toNativeSeparators(path)), qPrintable(message));
    if (!pointer.isEmpty())
        QVERIFY2(message.contains(pointer + QLatin1String(": ")), qPrintable(message));
}

} // namespace

class tst_BadInputDialogs : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void recommendationPageKeepsWorkload_data() { addRows({QStringLiteral("workload")}); }
    void recommendationPageKeepsWorkload();
    void wizardKeepsDraft_data() { addRows({QStringLiteral("workload")}); }
    void wizardKeepsDraft();
    void modelPageKeepsForm_data() { addRows({QStringLiteral("hf-config")}); }
    void modelPageKeepsForm();
    void customGpusKept_data() { addRows({QStringLiteral("user-gpus"), QStringLiteral("catalog")}); }
    void customGpusKept();
    void measurementsKept_data() { addRows({QStringLiteral("measurements"), QStringLiteral("measurements-csv")}); }
    void measurementsKept();

private:
    std::unique_ptr<state::Workspace> m_workspace;
};

void tst_BadInputDialogs::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(!badInputCases().isEmpty());
}

void tst_BadInputDialogs::init()
{
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
}

void tst_BadInputDialogs::recommendationPageKeepsWorkload()
{
    QFETCH(QString, path);
    QFETCH(QString, pointer);
    state::CurrentResult current(*m_workspace);
    QWidget window;
    ui::RecommendationPage page(current, &window);
    ui::WorkloadActions actions(current, window);
    current.setWorkload(chatWorkload());
    const auto before = engine::workloadToJson(*current.workload());
    const text::Status opened = actions.openFile(path);
    QVERIFY(!opened);
    checkMessage(opened.error, path, pointer);
    QVERIFY(engine::workloadToJson(*current.workload()) == before);
}

void tst_BadInputDialogs::wizardKeepsDraft()
{
    QFETCH(QString, path);
    QFETCH(QString, pointer);
    ui::WorkloadWizard wizard(*m_workspace);
    wizard.setWorkload(chatWorkload());
    const auto before = engine::workloadToJson(wizard.workload());
    const text::Status opened = wizard.openFrom(path);
    QVERIFY(!opened);
    checkMessage(opened.error, path, pointer);
    QVERIFY(engine::workloadToJson(wizard.workload()) == before);
}

void tst_BadInputDialogs::modelPageKeepsForm()
{
    QFETCH(QString, path);
    QFETCH(QString, pointer);
    ui::WorkloadWizard wizard(*m_workspace);
    wizard.show();
    wizard.next();
    auto* page = qobject_cast<ui::ModelPage*>(wizard.currentPage());
    QVERIFY(page);
    auto* layers = wizard.findChild<QSpinBox*>(QStringLiteral("layersSpin"));
    const int layersBefore = layers ? layers->value() : -1;
    const QString error = page->importHfConfig(path);
    checkMessage(error, path, pointer);
    QVERIFY(wizard.findChild<QRadioButton*>(QStringLiteral("presetModelRadio"))->isChecked());
    if (layers)
        QCOMPARE(layers->value(), layersBefore);
}

void tst_BadInputDialogs::customGpusKept()
{
    QFETCH(QString, path);
    QFETCH(QString, pointer);
    state::UserData userData(*m_workspace, QString()); // in memory: no files of the user touched
    engine::Gpu mine = *m_workspace->catalog().find("l40s");
    mine.id = "my-l40s";
    mine.name = "My L40S";
    QVERIFY(userData.setCustomGpus({mine}));
    const auto catalogSize = m_workspace->catalog().size();
    ui::CustomGpusDialog dialog(*m_workspace, userData);
    const text::Status status = dialog.importFile(path);
    checkMessage(status.error, path, pointer);
    QCOMPARE(userData.customGpus().size(), std::size_t(1));
    QCOMPARE(userData.customGpus().front().id, std::string("my-l40s"));
    QCOMPARE(m_workspace->catalog().size(), catalogSize);
}

void tst_BadInputDialogs::measurementsKept()
{
    QFETCH(QString, path);
    QFETCH(QString, pointer);
    state::UserData userData(*m_workspace, QString());
    engine::Measurement measured;
    measured.gpuId = "l40s";
    measured.modelId = "llama-3-8b";
    measured.batch = 4;
    measured.value = 120;
    QVERIFY(userData.setMeasurements({measured}));
    ui::CalibrationDialog dialog(*m_workspace, userData);
    const text::Status status = dialog.importFile(path);
    checkMessage(status.error, path, pointer);
    QCOMPARE(userData.measurements().size(), std::size_t(1));
    QVERIFY(userData.measurements().front() == measured);
}

GPUATLAS_TEST_MAIN(tst_BadInputDialogs)
#include "tst_BadInputDialogs.moc"
