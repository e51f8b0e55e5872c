// SPDX-License-Identifier: GPL-3.0-or-later
#include "WhatIfControls.h"

#include "engine/core/Layout.h"
#include "text/EngineText.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace gpuatlas::ui {

using namespace gpuatlas::engine;

namespace {

// The context slider moves in powers of two (128 ... 131,072 tokens): the interesting
// range spans three orders of magnitude.
constexpr int minContextLog2 = 7;
constexpr int maxContextLog2 = 17;

QSpinBox* makeLayoutSpin(const char* objectName, int maximum)
{
    auto* spin = new QSpinBox;
    spin->setObjectName(QString::fromLatin1(objectName));
    spin->setRange(0, maximum); // 0: the engine chooses
    return spin;
}

std::optional<int> pinnedSize(const QSpinBox* spin)
{
    return spin->value() > 0 ? std::optional<int>(spin->value()) : std::nullopt;
}

} // namespace

WhatIfControls::WhatIfControls(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("whatIfControls"));
    m_batchLabel = new QLabel;
    m_batch = new QSpinBox;
    m_batch->setObjectName(QStringLiteral("whatIfBatch"));
    m_batch->setRange(1, 4096);
    m_batchMax = new QCheckBox;
    m_batchMax->setObjectName(QStringLiteral("whatIfBatchMax"));
    m_contextLabel = new QLabel;
    m_contextSlider = new QSlider(Qt::Horizontal);
    m_contextSlider->setObjectName(QStringLiteral("whatIfContextSlider"));
    m_contextSlider->setRange(minContextLog2, maxContextLog2);
    m_contextSlider->setMinimumWidth(120);
    m_context = new QSpinBox;
    m_context->setObjectName(QStringLiteral("whatIfContext"));
    m_context->setRange(1, 1 << 20);
    m_context->setGroupSeparatorShown(true);
    m_precisionLabel = new QLabel;
    m_precision = new QComboBox;
    m_precision->setObjectName(QStringLiteral("whatIfPrecision"));
    for (const auto precision : allPrecisions)
        m_precision->addItem(QString(), QString::fromLatin1(precisionId(precision).data()));
    m_countLabel = new QLabel;
    m_count = new QSpinBox;
    m_count->setObjectName(QStringLiteral("whatIfCount"));
    m_count->setRange(0, 1024);
    m_tensorLabel = new QLabel;
    m_tensor = makeLayoutSpin("whatIfTensorParallel", engine::maxPinnedTensorParallel);
    m_pipelineLabel = new QLabel;
    m_pipeline = makeLayoutSpin("whatIfPipelineParallel", engine::maxPinnedPipelineParallel);
    m_pin = new QToolButton;
    m_pin->setObjectName(QStringLiteral("whatIfPin"));
    m_pin->setCheckable(true);
    m_pin->setToolButtonStyle(Qt::ToolButtonTextOnly);

    layOut();

    const auto emitChanged = [this] {
        if (!m_updating)
            emit changed();
    };
    connect(m_batch, &QSpinBox::valueChanged, this, emitChanged);
    connect(m_batchMax, &QCheckBox::toggled, this, [this, emitChanged](bool max) {
        m_batch->setEnabled(!max);
        emitChanged();
    });
    connect(m_contextSlider, &QSlider::valueChanged, this, [this](int exponent) {
        if (!m_updating)
            m_context->setValue(1 << exponent);
    });
    connect(m_context, &QSpinBox::valueChanged, this, [this, emitChanged] {
        syncContextSlider();
        emitChanged();
    });
    connect(m_precision, &QComboBox::currentIndexChanged, this, emitChanged);
    connect(m_count, &QSpinBox::valueChanged, this, emitChanged);
    connect(m_tensor, &QSpinBox::valueChanged, this, emitChanged);
    connect(m_pipeline, &QSpinBox::valueChanged, this, emitChanged);
    connect(m_pin, &QToolButton::toggled, this, &WhatIfControls::pinToggled);
    retranslateUi();
}

void WhatIfControls::layOut()
{
    // Two rows, so the bar fits a 1000-pixel window in every language: what the job is
    // (batch, context, precision), then how it is laid out (GPUs, TP, PP).
    auto* job = new QHBoxLayout;
    job->addWidget(m_batchLabel);
    job->addWidget(m_batch);
    job->addWidget(m_batchMax);
    job->addSpacing(12);
    job->addWidget(m_contextLabel);
    job->addWidget(m_contextSlider);
    job->addWidget(m_context);
    job->addSpacing(12);
    job->addWidget(m_precisionLabel);
    job->addWidget(m_precision);
    job->addStretch();
    auto* layout = new QHBoxLayout;
    layout->addWidget(m_countLabel);
    layout->addWidget(m_count);
    layout->addSpacing(12);
    layout->addWidget(m_tensorLabel);
    layout->addWidget(m_tensor);
    layout->addWidget(m_pipelineLabel);
    layout->addWidget(m_pipeline);
    layout->addStretch();
    layout->addWidget(m_pin);
    auto* rows = new QVBoxLayout(this);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->addLayout(job);
    rows->addLayout(layout);
}

void WhatIfControls::retranslateUi()
{
    m_batchLabel->setText(m_training ? tr("Micro-batch:") : tr("Batch:"));
    m_batchLabel->setBuddy(m_batch);
    m_batch->setToolTip(m_training ? tr("Sequences per GPU per step") : tr("Requests processed together"));
    m_batchMax->setText(tr("max"));
    m_batchMax->setToolTip(tr("The largest batch that fits in memory"));
    m_contextLabel->setText(m_training ? tr("Sequence:") : tr("Prompt:"));
    m_contextLabel->setBuddy(m_context);
    // The slider and the box beside it set the same length: both say so.
    m_contextSlider->setAccessibleName(m_training ? tr("Sequence length") : tr("Prompt length"));
    m_contextSlider->setAccessibleDescription(tr("In powers of two, in tokens; the box beside it takes any length"));
    m_context->setSuffix(tr(" tokens"));
    m_precisionLabel->setText(tr("Precision:"));
    m_precisionLabel->setBuddy(m_precision);
    for (int i = 0; i < m_precision->count(); ++i) {
        const auto precision = precisionFromId(m_precision->itemData(i).toString().toStdString());
        m_precision->setItemText(i, precision ? text::EngineText::precision(*precision) : QString());
    }
    m_countLabel->setText(tr("GPUs:"));
    m_countLabel->setBuddy(m_count);
    m_count->setSpecialValueText(tr("Auto"));
    m_count->setToolTip(tr("Auto: the smallest count that fits and meets the constraints, for each GPU"));
    m_tensorLabel->setText(tr("T&P:"));
    m_tensorLabel->setBuddy(m_tensor);
    m_tensor->setSpecialValueText(tr("Auto"));
    m_tensor->setToolTip(tr("Tensor-parallel size pinned for every candidate; Auto lets the engine choose."));
    m_pipelineLabel->setText(tr("P&P:"));
    m_pipelineLabel->setBuddy(m_pipeline);
    m_pipeline->setSpecialValueText(tr("Auto"));
    m_pipeline->setToolTip(tr("Pipeline stages pinned for every candidate; Auto lets the engine choose."));
    m_pin->setText(tr("Pin for comparison"));
    m_pin->setToolTip(tr("Keep the current results to compare while you explore"));
}

void WhatIfControls::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void WhatIfControls::syncContextSlider()
{
    const bool wasUpdating = m_updating;
    m_updating = true;
    m_contextSlider->setValue(std::clamp(static_cast<int>(std::lround(std::log2(std::max(1, m_context->value())))),
                                         minContextLog2, maxContextLog2));
    m_updating = wasUpdating;
}

void WhatIfControls::setWorkload(const Workload& workload)
{
    m_updating = true;
    m_training = workload.isTraining();
    m_batchMax->setVisible(!m_training);
    if (m_training) {
        m_batch->setValue(workload.training.microBatch);
        m_context->setValue(workload.training.seqLen);
    } else {
        m_batchMax->setChecked(!workload.inference.batch);
        m_batch->setEnabled(workload.inference.batch.has_value());
        m_batch->setValue(workload.inference.batch.value_or(1));
        m_context->setValue(workload.inference.promptTokens);
    }
    syncContextSlider();
    m_precision->setCurrentIndex(m_precision->findData(QString::fromLatin1(precisionId(workload.precision).data())));
    m_count->setValue(workload.constraints.gpuCount.value_or(0));
    m_tensor->setValue((m_training ? workload.training.tensorParallel : workload.inference.tensorParallel).value_or(0));
    m_pipeline->setValue(m_training ? workload.training.pipelineParallel.value_or(0) : 0);
    m_pipelineLabel->setVisible(m_training);
    m_pipeline->setVisible(m_training);
    m_updating = false;
    retranslateUi();
}

state::WhatIf WhatIfControls::whatIf() const
{
    state::WhatIf out;
    out.batch = m_batch->value();
    out.largestBatch = !m_training && m_batchMax->isChecked();
    out.context = m_context->value();
    out.precision = precisionFromId(m_precision->currentData().toString().toStdString());
    return out;
}

std::optional<int> WhatIfControls::gpuCount() const
{
    return m_count->value() > 0 ? std::optional<int>(m_count->value()) : std::nullopt;
}

std::optional<int> WhatIfControls::tensorParallel() const
{
    return pinnedSize(m_tensor);
}

std::optional<int> WhatIfControls::pipelineParallel() const
{
    return m_training ? pinnedSize(m_pipeline) : std::nullopt;
}

void WhatIfControls::setPinned(bool pinned)
{
    m_pin->setChecked(pinned);
}

} // namespace gpuatlas::ui
