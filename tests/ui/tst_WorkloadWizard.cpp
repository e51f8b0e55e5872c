// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/Workload.h"
#include "engine/io/WorkloadJson.h"
#include "files/DataFiles.h"
#include "state/Workspace.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "ui/dialogs/WorkloadFileDialogs.h"
#include "ui/wizard/ModelPage.h"
#include "ui/wizard/WorkloadWizard.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuatlas;
using gpuatlas::ui::WorkloadWizard;

Q_DECLARE_METATYPE(gpuatlas::engine::Workload)

namespace {

template <class T>
T* field(WorkloadWizard& wizard, const char* name)
{
    auto* widget = wizard.findChild<T*>(QString::fromLatin1(name));
    if (!widget)
        qFatal("no widget named %s", name);
    return widget;
}

void selectData(QComboBox* combo, const QString& data)
{
    combo->setCurrentIndex(combo->findData(data));
}

} // namespace

class tst_WorkloadWizard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void chatServiceOnLlama3();
    void fineTune70BWithQlora();
    void invalidInputBlocksNext();
    void presetFillsPages();
    void saveAndOpenRoundTrip();
    void openReportsMalformedFile();
    void importsHfConfig();
    void importRejectsMalformedConfig();
    void budgetsInTheChosenCurrency();

private:
    std::unique_ptr<state::Workspace> m_workspace;
};

void tst_WorkloadWizard::initTestCase()
{
    qRegisterMetaType<engine::Workload>();
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Atlas Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_WorkloadWizard"));
    auto catalog = files::DataFiles::loadCatalog();
    auto models = files::DataFiles::loadModels();
    auto prices = files::DataFiles::loadPrices();
    QVERIFY(catalog && models && prices);
    m_workspace = std::make_unique<state::Workspace>(std::move(catalog).value(), std::move(models).value(),
                                                     std::move(prices).value());
    m_workspace->setSelection({QStringLiteral("h100-sxm"), QStringLiteral("l40s")});
}

void tst_WorkloadWizard::chatServiceOnLlama3()
{
    WorkloadWizard wizard(*m_workspace);
    QSignalSpy accepted(&wizard, &WorkloadWizard::workloadAccepted);
    wizard.show();
    QCOMPARE(wizard.currentId(), int(WorkloadWizard::TaskPageId));
    field<QRadioButton>(wizard, "taskInference")->setChecked(true);
    field<QLineEdit>(wizard, "nameEdit")->setText(QStringLiteral("Support chat"));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(WorkloadWizard::ModelPageId));
    field<QRadioButton>(wizard, "presetModelRadio")->setChecked(true);
    selectData(field<QComboBox>(wizard, "modelCombo"), QStringLiteral("llama-3-8b"));
    QVERIFY(field<QLabel>(wizard, "modelInfo")->text().contains(QStringLiteral("GQA")));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(WorkloadWizard::DataPageId));
    selectData(field<QComboBox>(wizard, "precisionCombo"), QStringLiteral("fp8"));
    // The hint names how many GPUs run FP8 natively (not the Ampere ones).
    QVERIFY(field<QLabel>(wizard, "precisionHint")->text().contains(QStringLiteral("natively")));
    field<QSpinBox>(wizard, "promptTokensSpin")->setValue(800);
    field<QSpinBox>(wizard, "outputTokensSpin")->setValue(200);
    // The chat preset lets the engine size the batch for the load; cap it instead.
    QVERIFY(field<QCheckBox>(wizard, "batchMaxCheck")->isChecked());
    field<QCheckBox>(wizard, "batchMaxCheck")->setChecked(false);
    field<QSpinBox>(wizard, "batchSpin")->setValue(16);
    field<QCheckBox>(wizard, "requestsCheck")->setChecked(true);
    field<QDoubleSpinBox>(wizard, "requestsSpin")->setValue(12);
    wizard.next();
    QCOMPARE(wizard.currentId(), int(WorkloadWizard::ScalePageId));
    field<QSpinBox>(wizard, "maxGpusSpin")->setValue(4);
    field<QCheckBox>(wizard, "ttftCheck")->setChecked(true);
    field<QDoubleSpinBox>(wizard, "ttftSpin")->setValue(500);
    wizard.next();
    // How it runs: vLLM, with the tensor-parallel size pinned. Serving runtimes only, and
    // no pipeline field for inference; a pin beyond the GPUs allowed is refused.
    QCOMPARE(wizard.currentId(), int(WorkloadWizard::RuntimePageId));
    auto* runtime = field<QComboBox>(wizard, "runtimeCombo");
    QVERIFY(runtime->findData(QStringLiteral("vllm")) >= 0);
    QCOMPARE(runtime->findData(QStringLiteral("megatron")), -1);
    QVERIFY(!field<QSpinBox>(wizard, "pipelineParallelSpin")->isVisibleTo(&wizard));
    selectData(runtime, QStringLiteral("vllm"));
    field<QSpinBox>(wizard, "tensorParallelSpin")->setValue(8);
    QVERIFY(!wizard.validateCurrentPage());
    QVERIFY(field<QLabel>(wizard, "runtimeMessage")->isVisibleTo(&wizard));
    field<QSpinBox>(wizard, "tensorParallelSpin")->setValue(2);
    wizard.next();
    QCOMPARE(wizard.currentId(), int(WorkloadWizard::PrioritiesPageId));
    field<QSlider>(wizard, "costSlider")->setValue(10);
    QVERIFY(wizard.validateCurrentPage());
    wizard.accept();

    QCOMPARE(accepted.count(), 1);
    const auto workload = accepted.front().front().value<engine::Workload>();
    QCOMPARE(workload.task, engine::Task::Inference);
    QCOMPARE(workload.modelId, std::string("llama-3-8b"));
    QCOMPARE(workload.precision, engine::Precision::FP8);
    QCOMPARE(workload.inference.promptTokens, 800);
    QCOMPARE(workload.inference.outputTokens, 200);
    QCOMPARE(workload.inference.batch, std::optional<int>(16));
    QCOMPARE(workload.inference.requestsPerS, std::optional<double>(12));
    QCOMPARE(workload.inference.maxTtftMs, std::optional<double>(500));
    QCOMPARE(workload.constraints.maxGpus, 4);
    QCOMPARE(workload.priorities.cost, 2.0);
    QCOMPARE(workload.name, std::string("Support chat"));
    QCOMPARE(workload.runtime, std::optional<engine::Runtime>(engine::Runtime::Vllm));
    QCOMPARE(workload.inference.tensorParallel, std::optional<int>(2));
    // The spec table's selection is the default set of candidates.
    QCOMPARE(workload.gpus, (std::vector<std::string>{"h100-sxm", "l40s"}));
}

void tst_WorkloadWizard::fineTune70BWithQlora()
{
    WorkloadWizard wizard(*m_workspace);
    QSignalSpy accepted(&wizard, &WorkloadWizard::workloadAccepted);
    wizard.show();
    field<QRadioButton>(wizard, "taskFinetune")->setChecked(true);
    selectData(field<QComboBox>(wizard, "methodCombo"), QStringLiteral("qlora"));
    wizard.next();
    selectData(field<QComboBox>(wizard, "modelCombo"), QStringLiteral("llama-3-70b"));
    wizard.next();
    QVERIFY(field<QSpinBox>(wizard, "loraRankSpin")->isVisibleTo(&wizard));
    selectData(field<QComboBox>(wizard, "precisionCombo"), QStringLiteral("bf16"));
    field<QDoubleSpinBox>(wizard, "datasetTokensSpin")->setValue(20); // million tokens
    field<QDoubleSpinBox>(wizard, "epochsSpin")->setValue(2);
    field<QSpinBox>(wizard, "seqLenSpin")->setValue(4096);
    field<QSpinBox>(wizard, "loraRankSpin")->setValue(64);
    wizard.next();
    field<QCheckBox>(wizard, "deadlineCheck")->setChecked(true);
    field<QDoubleSpinBox>(wizard, "deadlineSpin")->setValue(48);
    wizard.next();
    // Training runtimes, and both layout pins.
    QCOMPARE(wizard.currentId(), int(WorkloadWizard::RuntimePageId));
    QVERIFY(field<QComboBox>(wizard, "runtimeCombo")->findData(QStringLiteral("megatron")) >= 0);
    QCOMPARE(field<QComboBox>(wizard, "runtimeCombo")->findData(QStringLiteral("llama.cpp")), -1);
    QVERIFY(field<QSpinBox>(wizard, "pipelineParallelSpin")->isVisibleTo(&wizard));
    field<QSpinBox>(wizard, "tensorParallelSpin")->setValue(2);
    wizard.next();
    wizard.accept();

    QCOMPARE(accepted.count(), 1);
    const auto workload = accepted.front().front().value<engine::Workload>();
    QCOMPARE(workload.task, engine::Task::Finetune);
    QCOMPARE(workload.training.method, engine::FinetuneMethod::Qlora);
    QCOMPARE(workload.modelId, std::string("llama-3-70b"));
    QCOMPARE(workload.training.tokens, 40e6);
    QCOMPARE(workload.training.seqLen, 4096);
    QCOMPARE(workload.training.loraRank, 64);
    QCOMPARE(workload.constraints.deadlineHours, std::optional<double>(48));
    QVERIFY(!workload.inference.maxTtftMs); // latency targets do not apply to training
    QCOMPARE(workload.training.tensorParallel, std::optional<int>(2));
    QVERIFY(!workload.training.pipelineParallel); // left on automatic
    QVERIFY(!workload.runtime);
}

void tst_WorkloadWizard::invalidInputBlocksNext()
{
    WorkloadWizard wizard(*m_workspace);
    wizard.show();
    wizard.next();
    // A custom shape whose KV heads do not divide the heads.
    field<QRadioButton>(wizard, "customModelRadio")->setChecked(true);
    field<QSpinBox>(wizard, "headsSpin")->setValue(32);
    field<QSpinBox>(wizard, "kvHeadsSpin")->setValue(5);
    QVERIFY(!wizard.validateCurrentPage());
    auto* message = field<QLabel>(wizard, "modelMessage");
    QVERIFY(message->isVisibleTo(&wizard));
    QVERIFY(message->text().contains(QStringLiteral("KV heads")));
    field<QSpinBox>(wizard, "kvHeadsSpin")->setValue(8);
    QVERIFY(wizard.validateCurrentPage());
    QVERIFY(!message->isVisibleTo(&wizard));

    // Prompt + output beyond the model's context window.
    field<QRadioButton>(wizard, "presetModelRadio")->setChecked(true);
    selectData(field<QComboBox>(wizard, "modelCombo"), QStringLiteral("llama-3-8b")); // 8,192 tokens
    wizard.next();
    field<QSpinBox>(wizard, "promptTokensSpin")->setValue(8000);
    field<QSpinBox>(wizard, "outputTokensSpin")->setValue(500);
    QVERIFY(!wizard.validateCurrentPage());
    QVERIFY(field<QLabel>(wizard, "inferenceMessage")->text().contains(QStringLiteral("8,192")));
    field<QSpinBox>(wizard, "promptTokensSpin")->setValue(4000);
    wizard.next();

    // A workstation cannot hold 8 GPUs.
    field<QRadioButton>(wizard, "settingWorkstation")->setChecked(true);
    field<QSpinBox>(wizard, "maxGpusSpin")->setValue(8);
    QVERIFY(!wizard.validateCurrentPage());
    QVERIFY(!field<QLabel>(wizard, "scaleMessage")->text().isEmpty());
    field<QSpinBox>(wizard, "maxGpusSpin")->setValue(2);
    wizard.next();
    // How it runs: a tensor-parallel pin beyond the 2 GPUs allowed.
    field<QSpinBox>(wizard, "tensorParallelSpin")->setValue(4);
    QVERIFY(!wizard.validateCurrentPage());
    QVERIFY(field<QLabel>(wizard, "runtimeMessage")->text().contains(QStringLiteral("4")));
    field<QSpinBox>(wizard, "tensorParallelSpin")->setValue(0); // automatic
    wizard.next();

    // No GPU to consider.
    field<QPushButton>(wizard, "noGpusButton")->click();
    QVERIFY(!wizard.validateCurrentPage());
    QVERIFY(field<QLabel>(wizard, "prioritiesMessage")->text().contains(QStringLiteral("GPU")));
    field<QPushButton>(wizard, "allGpusButton")->click();
    QVERIFY(wizard.validateCurrentPage());
    QVERIFY(wizard.workload().gpus.empty()); // all ticked = every GPU, including ones added later
}

void tst_WorkloadWizard::presetFillsPages()
{
    WorkloadWizard wizard(*m_workspace);
    wizard.show();
    auto* presets = field<QListWidget>(wizard, "presetList");
    for (int row = 0; row < presets->count(); ++row) {
        if (presets->item(row)->data(Qt::UserRole).toString() == QLatin1String("pre-training"))
            presets->setCurrentRow(row);
    }
    QVERIFY(field<QRadioButton>(wizard, "taskTraining")->isChecked());
    wizard.next();
    QCOMPARE(field<QComboBox>(wizard, "modelCombo")->currentData().toString(), QStringLiteral("llama-2-7b"));
    wizard.next();
    QCOMPARE(field<QSpinBox>(wizard, "seqLenSpin")->value(), 4096);
    QVERIFY(field<QLabel>(wizard, "totalTokensLabel")->text().contains(QStringLiteral("100")));
}

void tst_WorkloadWizard::saveAndOpenRoundTrip()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chat.json"));
    engine::Workload saved;
    {
        WorkloadWizard wizard(*m_workspace);
        wizard.show();
        field<QLineEdit>(wizard, "nameEdit")->setText(QStringLiteral("Round trip"));
        wizard.next();
        selectData(field<QComboBox>(wizard, "modelCombo"), QStringLiteral("mistral-7b"));
        wizard.next();
        field<QCheckBox>(wizard, "batchMaxCheck")->setChecked(true);
        QVERIFY(wizard.saveTo(path));
        saved = wizard.workload();
    }
    QVERIFY(!saved.inference.batch); // "max"
    QCOMPARE(ui::WorkloadFileDialogs::recentFiles().value(0), QFileInfo(path).absoluteFilePath());

    WorkloadWizard reopened(*m_workspace);
    reopened.show();
    QVERIFY(reopened.openFrom(path));
    QVERIFY(engine::workloadToJson(reopened.workload()) == engine::workloadToJson(saved));
    QCOMPARE(field<QLineEdit>(reopened, "nameEdit")->text(), QStringLiteral("Round trip"));
    reopened.next();
    QCOMPARE(field<QComboBox>(reopened, "modelCombo")->currentData().toString(), QStringLiteral("mistral-7b"));
}

void tst_WorkloadWizard::openReportsMalformedFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("typo.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format":"gpu-atlas-workload","version":1,"task":"inference","model":"llama-3-8b",
                  "precision":"fp16","inference":{"promt_tokens":512}})");
    file.close();
    WorkloadWizard wizard(*m_workspace);
    const auto before = engine::workloadToJson(wizard.workload());
    const text::Status status = wizard.openFrom(path);
    QVERIFY(status.error.contains(QStringLiteral("typo.json")));
    QVERIFY(status.error.contains(QStringLiteral("/inference/promt_tokens")));
    QVERIFY(engine::workloadToJson(wizard.workload()) == before); // the draft is kept
}

void tst_WorkloadWizard::importsHfConfig()
{
    WorkloadWizard wizard(*m_workspace);
    wizard.show();
    wizard.next();
    auto* page = qobject_cast<ui::ModelPage*>(wizard.currentPage());
    QVERIFY(page);
    QCOMPARE(page->importHfConfig(QStringLiteral(GPUATLAS_FIXTURES_DIR "/hf-config/mixtral-8x7b.json")), QString());
    QVERIFY(field<QRadioButton>(wizard, "customModelRadio")->isChecked());
    QCOMPARE(field<QSpinBox>(wizard, "expertsSpin")->value(), 8);
    QCOMPARE(field<QSpinBox>(wizard, "kvHeadsSpin")->value(), 8);
    wizard.next();
    const auto& model = wizard.workload().inlineModel;
    QVERIFY(model.has_value());
    QCOMPARE(model->activeExperts, 2);
    QVERIFY(std::abs(model->params / 46.7e9 - 1) < 0.015);
}

void tst_WorkloadWizard::importRejectsMalformedConfig()
{
    WorkloadWizard wizard(*m_workspace);
    wizard.show();
    wizard.next();
    auto* page = qobject_cast<ui::ModelPage*>(wizard.currentPage());
    const QString error =
        page->importHfConfig(QStringLiteral(GPUATLAS_FIXTURES_DIR "/hf-config/bad-missing-hidden.json"));
    QVERIFY(error.contains(QStringLiteral("bad-missing-hidden.json")));
    QVERIFY(error.contains(QStringLiteral("/hidden_size")));
    QVERIFY(field<QRadioButton>(wizard, "presetModelRadio")->isChecked()); // unchanged
}

void tst_WorkloadWizard::budgetsInTheChosenCurrency()
{
    // Typed in yuan, kept in dollars: the workload file's budgets are US dollars
    // (docs/cli.md), converted at the rate the app shows costs with.
    m_workspace->setCurrency(engine::Currency::CNY);
    const double rate = m_workspace->displayCurrency().fromUsd->rate;
    QCOMPARE(rate, 7.0197);
    engine::Workload job = chatWorkload();
    job.constraints.maxUsdPerHour = 30.0;
    job.constraints.maxUsdTotal = 5000.0;
    WorkloadWizard wizard(*m_workspace);
    QSignalSpy accepted(&wizard, &WorkloadWizard::workloadAccepted);
    wizard.setWorkload(job);
    wizard.show();
    while (wizard.currentId() != int(WorkloadWizard::ScalePageId) && wizard.currentId() >= 0)
        wizard.next();
    QCOMPARE(wizard.currentId(), int(WorkloadWizard::ScalePageId));
    QVERIFY(field<QCheckBox>(wizard, "budgetHourCheck")->text().contains(QLatin1String("(CNY)")));
    QCOMPARE(field<QDoubleSpinBox>(wizard, "budgetHourSpin")->value(), 210.59); // 30 x 7.0197, to the cent
    QVERIFY(qAbs(field<QDoubleSpinBox>(wizard, "budgetTotalSpin")->value() - 5000 * rate) <= 0.5);
    // 10,000 yuan in total; the hourly budget left as it came.
    field<QDoubleSpinBox>(wizard, "budgetTotalSpin")->setValue(10000);
    while (wizard.currentId() != int(WorkloadWizard::PrioritiesPageId) && wizard.currentId() >= 0)
        wizard.next();
    wizard.accept();
    m_workspace->setCurrency(engine::Currency::USD);
    QCOMPARE(accepted.count(), 1);
    const auto workload = accepted.front().front().value<engine::Workload>();
    QCOMPARE(workload.constraints.maxUsdPerHour, std::optional<double>(30.0)); // not 210.59 / 7.0197
    QVERIFY(workload.constraints.maxUsdTotal);
    QVERIFY(qAbs(*workload.constraints.maxUsdTotal - 10000 / rate) < 1e-9);
    QCOMPARE(engine::workloadToJson(workload)["constraints"]["max_usd_total"].get<double>(),
             *workload.constraints.maxUsdTotal);
}

GPUATLAS_TEST_MAIN(tst_WorkloadWizard)
#include "tst_WorkloadWizard.moc"
