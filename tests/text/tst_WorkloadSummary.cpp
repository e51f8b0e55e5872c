// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/ShippedData.h"
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

QTEST_MAIN(tst_WorkloadSummary)
#include "tst_WorkloadSummary.moc"
