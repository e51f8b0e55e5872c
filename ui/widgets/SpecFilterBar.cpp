// SPDX-License-Identifier: GPL-3.0-or-later
#include "SpecFilterBar.h"

#include "state/Workspace.h"
#include "text/Units.h"
#include "ui/models/GpuFilterProxyModel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>

#include <set>

namespace gpuatlas::ui {

namespace {

// Selects the item whose data is `value`, else the first ("any").
void selectData(QComboBox* box, const QVariant& value)
{
    const int index = box->findData(value);
    box->setCurrentIndex(index >= 0 ? index : 0);
}

} // namespace

SpecFilterBar::SpecFilterBar(Workspace& workspace, GpuFilterProxyModel& proxy, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
    , m_proxy(proxy)
    , m_vendorLabel(new QLabel(this))
    , m_vendor(new QComboBox(this))
    , m_architectureLabel(new QLabel(this))
    , m_architecture(new QComboBox(this))
    , m_memoryLabel(new QLabel(this))
    , m_memory(new QComboBox(this))
    , m_link(new QCheckBox(this))
    , m_search(new QLineEdit(this))
{
    m_vendorLabel->setBuddy(m_vendor);
    m_architectureLabel->setBuddy(m_architecture);
    m_memoryLabel->setBuddy(m_memory);
    // Wide enough for their choices when there is room, yet able to shrink so the
    // window fits a small screen.
    for (QComboBox* box : {m_vendor, m_architecture, m_memory}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        box->setMinimumWidth(72);
    }
    m_search->setClearButtonEnabled(true);
    m_search->setMinimumWidth(100);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_vendorLabel);
    layout->addWidget(m_vendor);
    layout->addSpacing(8);
    layout->addWidget(m_architectureLabel);
    layout->addWidget(m_architecture);
    layout->addSpacing(8);
    layout->addWidget(m_memoryLabel);
    layout->addWidget(m_memory);
    layout->addSpacing(8);
    layout->addWidget(m_link);
    layout->addSpacing(8);
    layout->addWidget(m_search, 1);

    fillChoices();
    retranslateUi();

    connect(m_vendor, &QComboBox::currentIndexChanged, this, [this] {
        fillArchitectures();
        apply();
    });
    for (QComboBox* box : {m_architecture, m_memory})
        connect(box, &QComboBox::currentIndexChanged, this, &SpecFilterBar::apply);
    connect(m_link, &QCheckBox::toggled, this, &SpecFilterBar::apply);
    connect(m_search, &QLineEdit::textChanged, this, &SpecFilterBar::apply);
    connect(&m_workspace, &Workspace::catalogChanged, this, &SpecFilterBar::fillChoices);
}

void SpecFilterBar::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void SpecFilterBar::clearFilters()
{
    m_vendor->setCurrentIndex(0);
    m_architecture->setCurrentIndex(0);
    m_memory->setCurrentIndex(0);
    m_link->setChecked(false);
    m_search->clear();
}

void SpecFilterBar::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void SpecFilterBar::retranslateUi()
{
    m_vendorLabel->setText(tr("&Vendor:"));
    m_architectureLabel->setText(tr("&Architecture:"));
    m_memoryLabel->setText(tr("&Memory:"));
    m_link->setText(tr("With &NVLink only"));
    m_link->setToolTip(tr("Only GPUs with a direct GPU-to-GPU link (NVLink or Infinity Fabric), "
                          "which multi-GPU training needs."));
    m_search->setPlaceholderText(tr("Search GPUs (Ctrl+F)"));
    m_search->setToolTip(tr("Words to find in the name, vendor, architecture or memory type."));
    m_vendor->setItemText(0, tr("All vendors"));
    m_architecture->setItemText(0, tr("All architectures"));
    m_memory->setItemText(0, tr("Any size"));
    // Sizes are written through the locale, which changed with the language.
    for (int i = 1; i < m_memory->count(); ++i)
        m_memory->setItemText(i, tr("at least %1").arg(text::Units::gigabytes(m_memory->itemData(i).toDouble())));
}

void SpecFilterBar::fillChoices()
{
    const QVariant vendor = m_vendor->currentData();
    const QVariant memory = m_memory->currentData();
    std::set<QString> vendors;
    std::set<double> sizes;
    for (const auto& gpu : m_workspace.catalog().gpus()) {
        vendors.insert(QString::fromStdString(gpu.vendor));
        sizes.insert(gpu.memoryGB);
    }
    {
        const QSignalBlocker blockVendor(m_vendor);
        const QSignalBlocker blockMemory(m_memory);
        m_vendor->clear();
        m_vendor->addItem(QString(), QString());
        for (const QString& name : vendors)
            m_vendor->addItem(name, name);
        selectData(m_vendor, vendor);
        m_memory->clear();
        m_memory->addItem(QString(), 0.0);
        // The smallest size filters nothing out, so it is not offered.
        for (auto it = sizes.empty() ? sizes.end() : std::next(sizes.begin()); it != sizes.end(); ++it)
            m_memory->addItem(QString(), *it);
        selectData(m_memory, memory);
    }
    fillArchitectures();
    retranslateUi();
    apply();
}

void SpecFilterBar::fillArchitectures()
{
    const QVariant previous = m_architecture->currentData();
    const QString vendor = m_vendor->currentData().toString();
    QStringList architectures;
    for (const auto& gpu : m_workspace.catalog().gpus()) {
        const QString name = QString::fromStdString(gpu.architecture);
        if ((vendor.isEmpty() || QString::fromStdString(gpu.vendor) == vendor) && !architectures.contains(name))
            architectures << name;
    }
    architectures.sort(Qt::CaseInsensitive);
    const QSignalBlocker block(m_architecture);
    m_architecture->clear();
    m_architecture->addItem(tr("All architectures"), QString());
    for (const QString& name : architectures)
        m_architecture->addItem(name, name);
    selectData(m_architecture, previous);
}

void SpecFilterBar::apply()
{
    m_proxy.setVendor(m_vendor->currentData().toString());
    m_proxy.setArchitecture(m_architecture->currentData().toString());
    m_proxy.setMinimumMemoryGB(m_memory->currentData().toDouble());
    m_proxy.setLinkRequired(m_link->isChecked());
    m_proxy.setSearchText(m_search->text().trimmed());
}

} // namespace gpuatlas::ui
