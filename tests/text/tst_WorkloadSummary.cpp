// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/WorkloadSummary.h"

#include <QTest>

using namespace gpuatlas;
using text::WorkloadSummary;

namespace {

QString valueOf(const QList<WorkloadSummary::Field>& fields, const QString& label)
{
    for (const auto& field : fields) {
        if (field.label == label)
            return field.value;
    }
    return QStringLiteral("<missing>");
}

} // namespace

class tst_WorkloadSummary : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void inference();
    void training();
    void budgetsInTheChosenCurrency();
    void title();

private:
    std::unique_ptr<state::Workspace> m_workspace;
};

void tst_WorkloadSummary::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
}

void tst_WorkloadSummary::inference()
{
    auto workload = chatWorkload();
    workload.inference.requestsPerS = 2.5;
    workload.inference.maxItlMs = 50;
    workload.inference.batch.reset();
    const auto fields = WorkloadSummary::fields(workload, m_workspace->models(), m_workspace->catalog());
    QCOMPARE(valueOf(fields, QStringLiteral("Name")), QStringLiteral("Chat"));
    QCOMPARE(valueOf(fields, QStringLiteral("Task")), QStringLiteral("inference"));
    QCOMPARE(valueOf(fields, QStringLiteral("Model")), QStringLiteral("Llama 3 8B (8.03 billion parameters)"));
    QCOMPARE(valueOf(fields, QStringLiteral("Prompt")), QStringLiteral("512 tokens"));
    QCOMPARE(valueOf(fields, QStringLiteral("Batch")), QStringLiteral("as large as fits in memory"));
    QCOMPARE(valueOf(fields, QStringLiteral("KV cache")), QStringLiteral("FP16 (default for the precision)"));
    QCOMPARE(valueOf(fields, QStringLiteral("Request rate")), QStringLiteral("2.5 requests/s"));
    QCOMPARE(valueOf(fields, QStringLiteral("Time to first token")), QStringLiteral("no limit"));
    QCOMPARE(valueOf(fields, QStringLiteral("Time between tokens")), QStringLiteral("at most 50 ms"));
    QCOMPARE(valueOf(fields, QStringLiteral("GPUs considered")),
             QStringLiteral("NVIDIA H100 SXM, NVIDIA A100 SXM 80GB, NVIDIA RTX A6000, NVIDIA L40S"));
    // No training fields for inference.
    QCOMPARE(valueOf(fields, QStringLiteral("Optimizer")), QStringLiteral("<missing>"));
}

void tst_WorkloadSummary::budgetsInTheChosenCurrency()
{
    auto workload = chatWorkload();
    workload.task = engine::Task::Finetune;
    workload.constraints.maxUsdPerHour = 10;
    workload.constraints.maxUsdTotal = 1000;
    const QLocale us(QLocale::English, QLocale::UnitedStates);
    // Stored in dollars (the workload format), shown in the currency the costs are in.
    const auto dollars = WorkloadSummary::fields(workload, m_workspace->models(), m_workspace->catalog(), us);
    QCOMPARE(valueOf(dollars, QStringLiteral("Budget per hour")), QStringLiteral("$10.00/h"));
    QCOMPARE(valueOf(dollars, QStringLiteral("Budget for the run")), QStringLiteral("$1,000"));
    engine::ExchangeRate rate;
    rate.from = engine::Currency::USD;
    rate.to = engine::Currency::CNY;
    rate.rate = 7.0;
    rate.date = "2026-12-01";
    const auto yuan = WorkloadSummary::fields(workload, m_workspace->models(), m_workspace->catalog(), us,
                                              text::DisplayCurrency::of(engine::Currency::CNY, rate));
    QCOMPARE(valueOf(yuan, QStringLiteral("Budget per hour")), QStringLiteral("¥70.00/h"));
    QCOMPARE(valueOf(yuan, QStringLiteral("Budget for the run")), QStringLiteral("¥7,000"));
}

void tst_WorkloadSummary::training()
{
    auto workload = chatWorkload();
    workload.task = engine::Task::Finetune;
    workload.training.method = engine::FinetuneMethod::Lora;
    workload.training.tokens = 2e9;
    workload.constraints.deadlineHours = 72;
    workload.gpus.clear();
    const auto fields = WorkloadSummary::fields(workload, m_workspace->models(), m_workspace->catalog());
    QCOMPARE(valueOf(fields, QStringLiteral("Task")), QStringLiteral("fine-tuning, LoRA"));
    QCOMPARE(valueOf(fields, QStringLiteral("Training tokens")), QStringLiteral("2 billion"));
    QCOMPARE(valueOf(fields, QStringLiteral("LoRA rank")), QStringLiteral("16"));
    QCOMPARE(valueOf(fields, QStringLiteral("ZeRO stage")), QStringLiteral("1"));
    QCOMPARE(valueOf(fields, QStringLiteral("Deadline")), QStringLiteral("3 days"));
    QCOMPARE(valueOf(fields, QStringLiteral("GPUs considered")), QStringLiteral("every GPU in the catalogue"));
    QCOMPARE(valueOf(fields, QStringLiteral("Prompt")), QStringLiteral("<missing>"));
}

void tst_WorkloadSummary::title()
{
    auto workload = chatWorkload();
    QCOMPARE(WorkloadSummary::title(workload, m_workspace->models()), QStringLiteral("Chat"));
    workload.name.clear();
    QCOMPARE(WorkloadSummary::title(workload, m_workspace->models()), QStringLiteral("Inference on Llama 3 8B"));
}

GPUATLAS_TEST_MAIN(tst_WorkloadSummary)
#include "tst_WorkloadSummary.moc"
