// SPDX-License-Identifier: GPL-3.0-or-later
#include "AssumptionsPanel.h"

#include "text/EngineText.h"
#include "ui/models/AssumptionsModel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace gpuatlas::ui {

using engine::Assumptions;
using engine::Runtime;

AssumptionsPanel::AssumptionsPanel(QWidget* parent)
    : QWidget(parent)
    , m_model(new AssumptionsModel(this))
    , m_intro(new QLabel)
    , m_runtimeLabel(new QLabel)
    , m_runtime(new QComboBox)
    , m_table(new QTableView)
    , m_status(new QLabel)
    , m_reset(new QPushButton)
{
    setObjectName(QStringLiteral("assumptionsPanel"));
    m_intro->setWordWrap(true);
    m_runtime->setObjectName(QStringLiteral("runtimeCombo"));
    m_runtime->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_runtime->setMinimumContentsLength(16);
    m_runtime->addItem(QString(), QString::fromLatin1(Assumptions::forRuntime(Runtime::Optimized).runtimeId().data()));
    m_runtime->addItem(QString(), QString::fromLatin1(Assumptions::forRuntime(Runtime::LlamaCpp).runtimeId().data()));
    m_table->setObjectName(QStringLiteral("assumptionsTable"));
    m_table->setModel(m_model);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                             QAbstractItemView::AnyKeyPressed);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(AssumptionsModel::SourceColumn, QHeaderView::Stretch);
    m_table->setWordWrap(false);
    m_reset->setObjectName(QStringLiteral("resetAssumptionsButton"));

    auto* top = new QHBoxLayout;
    top->addWidget(m_runtimeLabel);
    top->addWidget(m_runtime, 1);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_status);
    bottom->addStretch();
    bottom->addWidget(m_reset);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    layout->addLayout(bottom);

    connect(m_model, &AssumptionsModel::assumptionsEdited, this, [this](const Assumptions& assumptions) {
        updateStatus();
        emit assumptionsEdited(assumptions);
    });
    connect(m_reset, &QPushButton::clicked, m_model, &AssumptionsModel::resetToDefaults);
    connect(m_runtime, &QComboBox::currentIndexChanged, this, [this] {
        const auto runtime = Assumptions::runtimeFromId(m_runtime->currentData().toString().toStdString());
        if (!runtime || *runtime == m_model->assumptions().runtime())
            return;
        // A runtime brings its own efficiency defaults; per-GPU calibration stays.
        Assumptions next = Assumptions::forRuntime(*runtime);
        for (const auto& [gpu, factor] : m_model->assumptions().gpuFactors())
            next.setGpuFactor(gpu, factor);
        m_model->setAssumptions(next);
        updateStatus();
        emit assumptionsEdited(next);
    });
    retranslateUi();
}

void AssumptionsPanel::retranslateUi()
{
    m_intro->setText(tr("Every number the estimates rest on. Double-click a value to change it; the results update at "
                        "once. Hover over a row for what it means and where it comes from."));
    m_runtimeLabel->setText(tr("Serving software:"));
    m_runtimeLabel->setBuddy(m_runtime);
    m_table->setAccessibleName(tr("Assumptions"));
    m_table->setAccessibleDescription(m_intro->text());
    m_runtime->setItemText(0, text::EngineText::runtime(Runtime::Optimized));
    m_runtime->setItemText(1, text::EngineText::runtime(Runtime::LlamaCpp));
    m_reset->setText(tr("Reset to defaults"));
    updateStatus();
}

void AssumptionsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void AssumptionsPanel::updateStatus()
{
    const int changed = m_model->changedCount();
    m_status->setText(changed == 0 ? tr("All defaults") : tr("%n changed", nullptr, changed));
    m_reset->setEnabled(changed > 0);
}

void AssumptionsPanel::setAssumptions(const Assumptions& assumptions)
{
    m_model->setAssumptions(assumptions);
    const QSignalBlocker blocker(m_runtime);
    m_runtime->setCurrentIndex(m_runtime->findData(QString::fromLatin1(assumptions.runtimeId().data())));
    updateStatus();
}

const Assumptions& AssumptionsPanel::assumptions() const
{
    return m_model->assumptions();
}

} // namespace gpuatlas::ui
