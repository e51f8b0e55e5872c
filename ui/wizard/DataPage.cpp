// SPDX-License-Identifier: GPL-3.0-or-later
#include "DataPage.h"

#include "WorkloadWizard.h"
#include "state/Workspace.h"
#include "text/Prose.h"
#include "text/Units.h"
#include "ui/widgets/CompactDoubleSpinBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gpuatlas::ui {

using namespace gpuatlas::engine;
using text::Prose;

namespace {

template <class Spin>
Spin* makeDataSpin(const char* objectName, double minimum, double maximum)
{
    auto* spin = new Spin;
    spin->setObjectName(QString::fromLatin1(objectName));
    spin->setRange(minimum, maximum);
    spin->setGroupSeparatorShown(true);
    spin->setMinimumWidth(140);
    return spin;
}

QComboBox* makeCombo(const char* objectName, const QStringList& ids)
{
    auto* combo = new QComboBox;
    combo->setObjectName(QString::fromLatin1(objectName));
    for (const auto& id : ids)
        combo->addItem(id, id);
    return combo;
}

QString idOf(std::string_view id)
{
    return QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size()));
}

// Whether the GPU's tensor cores run `precision` natively (weight-only INT4 runs on
// every GPU: it is unpacked to 16-bit for the math).
bool runsNatively(const Gpu& gpu, Precision precision)
{
    switch (precision) {
    case Precision::FP32:
    case Precision::INT4:
        return true;
    case Precision::TF32:
        return gpu.tensorRate(TensorFormat::TF32).has_value();
    case Precision::BF16:
        return gpu.tensorRate(TensorFormat::BF16).has_value();
    case Precision::FP16:
        return gpu.tensorRate(TensorFormat::FP16).has_value();
    case Precision::FP8:
        return gpu.tensorRate(TensorFormat::FP8).has_value();
    case Precision::INT8:
        return gpu.tensorRate(TensorFormat::INT8).has_value();
    case Precision::FP4:
        return gpu.tensorRate(TensorFormat::FP4).has_value();
    }
    return false;
}

} // namespace

DataPage::DataPage(WorkloadWizard& wizard)
    : WorkloadPage(wizard)
{
    setObjectName(QStringLiteral("dataPage"));
    QStringList precisions;
    for (const auto precision : allPrecisions)
        precisions << idOf(precisionId(precision));
    m_precision = makeCombo("precisionCombo", precisions);
    m_precisionHint = new QLabel;
    m_precisionHint->setObjectName(QStringLiteral("precisionHint"));
    m_precisionHint->setWordWrap(true);
    // It names GPUs from the catalogue, which may be the user's file: never markup.
    m_precisionHint->setTextFormat(Qt::PlainText);
    m_precisionHint->setMinimumWidth(400);
    m_kvPrecision =
        makeCombo("kvPrecisionCombo", {QString(), QStringLiteral("fp16"), QStringLiteral("bf16"), QStringLiteral("fp8"),
                                       QStringLiteral("int8"), QStringLiteral("fp32")});
    for (auto** label : {&m_precisionLabel, &m_kvLabel, &m_promptLabel, &m_outputLabel, &m_batchLabel, &m_seqLenLabel,
                         &m_microBatchLabel, &m_datasetLabel, &m_epochsLabel, &m_loraRankLabel, &m_optimizerLabel,
                         &m_recomputeLabel, &m_zeroLabel})
        *label = new QLabel;

    buildInferenceGroup();
    buildTrainingGroup();

    auto* precisionForm = new QFormLayout;
    precisionForm->addRow(m_precisionLabel, m_precision);
    precisionForm->addRow(QString(), m_precisionHint);
    precisionForm->addRow(m_kvLabel, m_kvPrecision);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(precisionForm);
    layout->addWidget(m_inferenceGroup);
    layout->addWidget(m_trainingGroup);
    layout->addStretch();

    connect(m_precision, &QComboBox::currentIndexChanged, this, &DataPage::updatePrecisionHint);
    connect(m_batchMax, &QCheckBox::toggled, m_batch, &QSpinBox::setDisabled);
    connect(m_requestsCheck, &QCheckBox::toggled, m_requests, &QDoubleSpinBox::setEnabled);
    connect(m_datasetTokens, &QDoubleSpinBox::valueChanged, this, &DataPage::updateTotals);
    connect(m_epochs, &QDoubleSpinBox::valueChanged, this, &DataPage::updateTotals);
    retranslateUi();
}

void DataPage::buildInferenceGroup()
{
    m_inferenceGroup = new QGroupBox;
    m_prompt = makeDataSpin<QSpinBox>("promptTokensSpin", 1, 10000000);
    m_output = makeDataSpin<QSpinBox>("outputTokensSpin", 1, 10000000);
    m_batch = makeDataSpin<QSpinBox>("batchSpin", 1, 1000000);
    m_batchMax = new QCheckBox;
    m_batchMax->setObjectName(QStringLiteral("batchMaxCheck"));
    m_requestsCheck = new QCheckBox;
    m_requestsCheck->setObjectName(QStringLiteral("requestsCheck"));
    m_requests = makeDataSpin<CompactDoubleSpinBox>("requestsSpin", 0.01, 1000000);
    m_requests->setDecimals(2);
    m_inferenceMessage = makeMessageLabel(QStringLiteral("inferenceMessage"));
    auto* batchRow = new QHBoxLayout;
    batchRow->addWidget(m_batch);
    batchRow->addWidget(m_batchMax);
    batchRow->addStretch();
    auto* requestsRow = new QHBoxLayout;
    requestsRow->addWidget(m_requestsCheck);
    requestsRow->addWidget(m_requests);
    requestsRow->addStretch();
    auto* inferenceForm = new QFormLayout(m_inferenceGroup);
    inferenceForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    inferenceForm->addRow(m_promptLabel, m_prompt);
    inferenceForm->addRow(m_outputLabel, m_output);
    inferenceForm->addRow(m_batchLabel, batchRow);
    inferenceForm->addRow(QString(), requestsRow);
    inferenceForm->addRow(m_inferenceMessage);
}

void DataPage::buildTrainingGroup()
{
    m_trainingGroup = new QGroupBox;
    m_seqLen = makeDataSpin<QSpinBox>("seqLenSpin", 1, 10000000);
    m_microBatch = makeDataSpin<QSpinBox>("microBatchSpin", 1, 100000);
    m_datasetTokens = makeDataSpin<CompactDoubleSpinBox>("datasetTokensSpin", 0.001, 1e10);
    m_datasetTokens->setDecimals(3);
    m_epochs = makeDataSpin<CompactDoubleSpinBox>("epochsSpin", 0.01, 10000);
    m_epochs->setDecimals(2);
    m_totalTokens = new QLabel;
    m_totalTokens->setObjectName(QStringLiteral("totalTokensLabel"));
    m_loraRank = makeDataSpin<QSpinBox>("loraRankSpin", 1, 4096);
    m_optimizer =
        makeCombo("optimizerCombo", {QStringLiteral("adamw"), QStringLiteral("adamw-8bit"), QStringLiteral("sgd")});
    m_recompute =
        makeCombo("recomputeCombo", {QStringLiteral("none"), QStringLiteral("selective"), QStringLiteral("full")});
    m_zero =
        makeCombo("zeroCombo", {QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")});
    m_trainingMessage = makeMessageLabel(QStringLiteral("trainingMessage"));
    auto* dataRow = new QHBoxLayout;
    dataRow->addWidget(m_datasetTokens);
    dataRow->addWidget(m_epochsLabel);
    dataRow->addWidget(m_epochs);
    dataRow->addStretch();
    auto* trainingForm = new QFormLayout(m_trainingGroup);
    trainingForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    trainingForm->addRow(m_datasetLabel, dataRow);
    trainingForm->addRow(QString(), m_totalTokens);
    trainingForm->addRow(m_seqLenLabel, m_seqLen);
    trainingForm->addRow(m_microBatchLabel, m_microBatch);
    trainingForm->addRow(m_loraRankLabel, m_loraRank);
    trainingForm->addRow(m_optimizerLabel, m_optimizer);
    trainingForm->addRow(m_recomputeLabel, m_recompute);
    trainingForm->addRow(m_zeroLabel, m_zero);
    trainingForm->addRow(m_trainingMessage);
}

void DataPage::retranslateUi()
{
    setTitle(tr("Precision and data"));
    setSubTitle(tr("How numbers are stored and computed, and how much text goes through the model."));
    m_precisionLabel->setText(tr("&Precision:"));
    m_precisionLabel->setBuddy(m_precision);
    const QStringList precisionNames{tr("FP32 (full precision)"),
                                     tr("TF32 (FP32 storage, Tensor Core math)"),
                                     tr("BF16 (16-bit)"),
                                     tr("FP16 (16-bit)"),
                                     tr("FP8 (Ada Lovelace, Hopper, Blackwell)"),
                                     tr("INT8 (8-bit weights)"),
                                     tr("INT4 (4-bit weights: GPTQ/AWQ)")};
    for (int i = 0; i < m_precision->count() && i < precisionNames.size(); ++i)
        m_precision->setItemText(i, precisionNames[i]);
    m_kvLabel->setText(tr("&KV cache:"));
    m_kvLabel->setBuddy(m_kvPrecision);
    m_kvPrecision->setItemText(0, tr("Default (follows the precision)"));
    m_kvPrecision->setToolTip(tr("The element type of the attention key/value cache. It changes memory use and "
                                 "decoding speed a lot."));
    m_inferenceGroup->setTitle(tr("Requests"));
    m_promptLabel->setText(tr("Prompt &tokens:"));
    m_promptLabel->setBuddy(m_prompt);
    m_outputLabel->setText(tr("&Output tokens:"));
    m_outputLabel->setBuddy(m_output);
    m_batchLabel->setText(tr("&Batch (concurrent requests):"));
    m_batchLabel->setBuddy(m_batch);
    m_batchMax->setText(tr("As large as fits in memory"));
    m_requestsCheck->setText(tr("Load to serve (requests per second):"));
    m_trainingGroup->setTitle(tr("Training data"));
    m_datasetLabel->setText(tr("&Dataset (million tokens):"));
    m_datasetLabel->setBuddy(m_datasetTokens);
    m_epochsLabel->setText(tr("× epochs:"));
    m_seqLenLabel->setText(tr("&Sequence length:"));
    m_seqLenLabel->setBuddy(m_seqLen);
    m_microBatchLabel->setText(tr("&Micro-batch per GPU:"));
    m_microBatchLabel->setBuddy(m_microBatch);
    m_loraRankLabel->setText(tr("LoRA &rank:"));
    m_loraRankLabel->setBuddy(m_loraRank);
    m_optimizerLabel->setText(tr("O&ptimizer:"));
    m_optimizerLabel->setBuddy(m_optimizer);
    m_optimizer->setItemText(0, tr("AdamW, mixed precision (16 bytes per parameter)"));
    m_optimizer->setItemText(1, tr("8-bit AdamW"));
    m_optimizer->setItemText(2, tr("SGD with momentum"));
    m_recomputeLabel->setText(tr("Activation &recomputation:"));
    m_recomputeLabel->setBuddy(m_recompute);
    m_recompute->setItemText(0, tr("None (fastest, most memory)"));
    m_recompute->setItemText(1, tr("Selective (attention only)"));
    m_recompute->setItemText(2, tr("Full (least memory, about 33% more compute)"));
    m_zeroLabel->setText(tr("&ZeRO stage:"));
    m_zeroLabel->setBuddy(m_zero);
    m_zero->setItemText(0, tr("0: no sharding"));
    m_zero->setItemText(1, tr("1: shard optimizer states"));
    m_zero->setItemText(2, tr("2: shard optimizer states and gradients"));
    m_zero->setItemText(3, tr("3: shard everything (weights too)"));
    updatePrecisionHint();
    updateTotals();
}

int DataPage::modelContext() const
{
    const Model* model = resolveModel(wizard().draft(), wizard().workspace().models());
    return model ? model->maxContext : 0;
}

void DataPage::updatePrecisionHint()
{
    const auto precision =
        precisionFromId(m_precision->currentData().toString().toStdString()).value_or(Precision::FP16);
    QStringList native;
    QStringList emulated;
    const auto gpus = wizard().workspace().catalog().gpus();
    for (const auto& gpu : gpus)
        (runsNatively(gpu, precision) ? native : emulated) << QString::fromStdString(gpu.name);
    // Name the shorter of the two groups: "all but T4 and V100" reads better than 21 names.
    const auto shortList = [](const QStringList& names) {
        constexpr qsizetype shown = 5;
        return Prose::list(names.mid(0, shown)) +
               (names.size() > shown ? Prose::listSeparator() + QStringLiteral("…") : QString());
    };
    QString hint;
    if (precision == Precision::INT4)
        hint = tr("Weight-only: every GPU runs it, unpacking the weights to 16-bit for the math.");
    else if (emulated.isEmpty())
        hint = tr("Every GPU in the catalogue runs this natively.");
    else if (native.isEmpty())
        hint = tr("No GPU in the catalogue runs this natively.");
    else if (native.size() >= emulated.size())
        hint = tr("Runs natively on %1 of %2 GPUs. Not on %3: they run it at a precision they support, and the "
                  "results say so.")
                   .arg(native.size())
                   .arg(gpus.size())
                   .arg(shortList(emulated));
    else
        hint = tr("Runs natively on %1 of %2 GPUs: %3. The others run it at a precision they support, and the "
                  "results say so.")
                   .arg(native.size())
                   .arg(gpus.size())
                   .arg(shortList(native));
    m_precisionHint->setText(hint);
}

void DataPage::updateTotals()
{
    const double total = m_datasetTokens->value() * 1e6 * m_epochs->value();
    m_totalTokens->setText(text::Units::withLargeCount(tr("%1 tokens in total"), total));
}

void DataPage::load(const Workload& workload)
{
    const bool training = workload.isTraining();
    const Model* model = resolveModel(workload, wizard().workspace().models());
    const bool tokens = !model || model->isTransformer();
    m_inferenceGroup->setVisible(!training);
    m_trainingGroup->setVisible(training);
    m_kvLabel->setVisible(!training && tokens);
    m_kvPrecision->setVisible(!training && tokens);
    m_promptLabel->setVisible(tokens);
    m_prompt->setVisible(tokens);
    m_outputLabel->setVisible(tokens);
    m_output->setVisible(tokens);
    const bool lora = workload.task == Task::Finetune && workload.training.method != FinetuneMethod::Full;
    m_loraRankLabel->setVisible(lora);
    m_loraRank->setVisible(lora);

    m_precision->setCurrentIndex(m_precision->findData(idOf(precisionId(workload.precision))));
    m_kvPrecision->setCurrentIndex(workload.inference.kvPrecision
                                       ? m_kvPrecision->findData(idOf(precisionId(*workload.inference.kvPrecision)))
                                       : 0);
    m_prompt->setValue(workload.inference.promptTokens);
    m_output->setValue(workload.inference.outputTokens);
    m_batchMax->setChecked(!workload.inference.batch.has_value());
    m_batch->setValue(workload.inference.batch.value_or(1));
    m_batch->setDisabled(m_batchMax->isChecked());
    m_requestsCheck->setChecked(workload.inference.requestsPerS.has_value());
    m_requests->setValue(workload.inference.requestsPerS.value_or(1.0));
    m_requests->setEnabled(m_requestsCheck->isChecked());

    const double epochs = workload.training.epochs.value_or(1.0);
    const double dataset = workload.training.datasetTokens.value_or(workload.training.tokens / epochs);
    m_datasetTokens->setValue(dataset / 1e6);
    m_epochs->setValue(epochs);
    m_seqLen->setValue(workload.training.seqLen);
    m_microBatch->setValue(workload.training.microBatch);
    m_loraRank->setValue(workload.training.loraRank);
    m_optimizer->setCurrentIndex(m_optimizer->findData(idOf(optimizerId(workload.training.optimizer))));
    m_recompute->setCurrentIndex(m_recompute->findData(idOf(recomputeId(workload.training.recompute))));
    m_zero->setCurrentIndex(std::clamp(workload.training.zeroStage, 0, 3));
    showMessage(m_inferenceMessage, {});
    showMessage(m_trainingMessage, {});
    updatePrecisionHint();
    updateTotals();
}

bool DataPage::check()
{
    const QLocale locale;
    const int context = modelContext();
    QString inferenceProblem;
    QString trainingProblem;
    if (!wizard().draft().isTraining()) {
        const long long tokens = static_cast<long long>(m_prompt->value()) + m_output->value();
        if (m_prompt->isVisible() && context > 0 && tokens > context)
            inferenceProblem = tr("Prompt plus output (%1 tokens) exceeds the model's context window of %2 tokens.")
                                   .arg(locale.toString(tokens), locale.toString(context));
    } else {
        const auto precision = precisionFromId(m_precision->currentData().toString().toStdString());
        if (context > 0 && m_seqLen->value() > context) {
            trainingProblem = tr("The sequence length (%1) exceeds the model's context window of %2 tokens.")
                                  .arg(locale.toString(m_seqLen->value()), locale.toString(context));
        } else if (precision == Precision::INT4 || precision == Precision::INT8) {
            trainingProblem = tr("Training computes in a floating-point format; choose BF16, FP16, FP8 or FP32 "
                                 "(QLoRA's 4-bit base is part of the QLoRA method).");
        }
    }
    showMessage(m_inferenceMessage, inferenceProblem);
    showMessage(m_trainingMessage, trainingProblem);
    return inferenceProblem.isEmpty() && trainingProblem.isEmpty();
}

void DataPage::store(Workload& workload)
{
    workload.precision = precisionFromId(m_precision->currentData().toString().toStdString()).value_or(Precision::FP16);
    const QString kv = m_kvPrecision->currentData().toString();
    workload.inference.kvPrecision = kv.isEmpty() ? std::nullopt : precisionFromId(kv.toStdString());
    workload.inference.promptTokens = m_prompt->value();
    workload.inference.outputTokens = m_output->value();
    workload.inference.batch = m_batchMax->isChecked() ? std::nullopt : std::optional<int>(m_batch->value());
    workload.inference.requestsPerS =
        m_requestsCheck->isChecked() ? std::optional<double>(m_requests->value()) : std::nullopt;
    workload.training.datasetTokens = m_datasetTokens->value() * 1e6;
    workload.training.epochs = m_epochs->value();
    workload.training.tokens = *workload.training.datasetTokens * *workload.training.epochs;
    workload.training.seqLen = m_seqLen->value();
    workload.training.microBatch = m_microBatch->value();
    workload.training.loraRank = m_loraRank->value();
    for (const auto optimizer : {Optimizer::AdamW, Optimizer::AdamW8bit, Optimizer::Sgd}) {
        if (m_optimizer->currentData().toString() == idOf(optimizerId(optimizer)))
            workload.training.optimizer = optimizer;
    }
    for (const auto recompute : {Recompute::None, Recompute::Selective, Recompute::Full}) {
        if (m_recompute->currentData().toString() == idOf(recomputeId(recompute)))
            workload.training.recompute = recompute;
    }
    workload.training.zeroStage = m_zero->currentIndex();
}

} // namespace gpuatlas::ui
