// SPDX-License-Identifier: GPL-3.0-or-later
#include "SpecFilterBar.h"

#include "FlowLayout.h"
#include "state/Settings.h"
#include "state/Workspace.h"
#include "text/GpuFields.h"
#include "text/Units.h"
#include "ui/models/GpuFilterProxyModel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>

#include <algorithm>
#include <map>
#include <set>
#include <tuple>
#include <vector>

namespace gpuatlas::ui {

using state::SettingKey;
using state::Settings;

namespace {

// Selects the item whose data is `value`, else the first ("any").
void selectData(QComboBox* box, const QVariant& value)
{
    const int index = box->findData(value);
    box->setCurrentIndex(index >= 0 ? index : 0);
}

QString idText(std::string_view id)
{
    return QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size()));
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
    , m_formFactorLabel(new QLabel(this))
    , m_formFactor(new QComboBox(this))
    , m_marketLabel(new QLabel(this))
    , m_market(new QComboBox(this))
    , m_memoryLabel(new QLabel(this))
    , m_memory(new QComboBox(this))
    , m_link(new QCheckBox(this))
    , m_search(new QLineEdit(this))
{
    m_vendorLabel->setBuddy(m_vendor);
    m_architectureLabel->setBuddy(m_architecture);
    m_formFactorLabel->setBuddy(m_formFactor);
    m_marketLabel->setBuddy(m_market);
    m_memoryLabel->setBuddy(m_memory);
    // Wide enough for their choices when there is room, yet able to shrink so the
    // window fits a small screen.
    for (QComboBox* box : {m_vendor, m_architecture, m_formFactor, m_market, m_memory}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        box->setMinimumWidth(72);
    }
    m_search->setClearButtonEnabled(true);
    m_search->setMinimumWidth(200);

    // The filters wrap onto a second line in a narrow window rather than hold the
    // window wide (seven of them no longer fit 740 pixels); a label stays with its box.
    auto* layout = new FlowLayout(this, 12, 4);
    const auto group = [this, layout](QLabel* label, QComboBox* box) {
        auto* pair = new QWidget(this);
        auto* row = new QHBoxLayout(pair);
        row->setContentsMargins(0, 0, 0, 0);
        row->addWidget(label);
        row->addWidget(box);
        layout->addWidget(pair);
    };
    group(m_vendorLabel, m_vendor);
    group(m_architectureLabel, m_architecture);
    group(m_formFactorLabel, m_formFactor);
    group(m_marketLabel, m_market);
    group(m_memoryLabel, m_memory);
    layout->addWidget(m_link);
    m_search->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    layout->addWidget(m_search);

    fillChoices();
    retranslateUi();

    connect(m_vendor, &QComboBox::currentIndexChanged, this, [this] {
        fillArchitectures();
        apply();
    });
    for (QComboBox* box : {m_architecture, m_formFactor, m_memory})
        connect(box, &QComboBox::currentIndexChanged, this, &SpecFilterBar::apply);
    // The market is the workspace's (View > Market, the Recommendation page): this box
    // shows and changes it.
    connect(m_market, &QComboBox::currentIndexChanged, this, [this] {
        const QString id = m_market->currentData().toString();
        m_workspace.setMarket(id.isEmpty()
                                  ? engine::MarketScope::All
                                  : engine::marketScopeFromId(id.toStdString()).value_or(engine::MarketScope::All));
    });
    connect(&m_workspace, &Workspace::marketChanged, this, [this] {
        showMarket();
        apply();
    });
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
    m_formFactor->setCurrentIndex(0);
    m_market->setCurrentIndex(0);
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
    m_architecture->setToolTip(tr("The GPU's generation, oldest first"));
    m_formFactorLabel->setText(tr("&Form factor:"));
    m_marketLabel->setText(tr("Mar&ket:"));
    m_market->setToolTip(tr("China-market parts (H20, H800, A800, L20, RTX 4090 D, RTX 5090 D) are cut down to fit "
                            "US export rules"));
    m_memoryLabel->setText(tr("&Memory:"));
    m_link->setText(tr("With &NVLink only"));
    m_link->setToolTip(tr("Only GPUs with a direct GPU-to-GPU link (NVLink or Infinity Fabric), "
                          "which multi-GPU training needs."));
    m_search->setPlaceholderText(tr("Search GPUs (Ctrl+F)"));
    m_search->setToolTip(tr("Words to find in the name, vendor, architecture or memory type."));
    // The placeholder is not a name: a screen reader says nothing for it once text is typed.
    m_search->setAccessibleName(tr("Search GPUs"));
    m_vendor->setItemText(0, tr("All vendors"));
    m_architecture->setItemText(0, tr("All architectures"));
    m_formFactor->setItemText(0, tr("All form factors"));
    for (int i = 1; i < m_formFactor->count(); ++i) {
        const auto form = engine::formFactorFromId(m_formFactor->itemData(i).toString().toStdString());
        m_formFactor->setItemText(i, form ? text::GpuFields::formFactorName(*form) : QString());
    }
    m_market->setItemText(0, tr("All markets"));
    for (int i = 1; i < m_market->count(); ++i) {
        const auto market = engine::marketFromId(m_market->itemData(i).toString().toStdString());
        m_market->setItemText(i, market ? text::GpuFields::marketName(*market) : QString());
    }
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
    fillFormFactors();
    fillMarkets();
    retranslateUi();
    apply();
}

void SpecFilterBar::fillArchitectures()
{
    const QVariant previous = m_architecture->currentData();
    const QString vendor = m_vendor->currentData().toString();
    // An architecture is a generation: listed by its first launch, so Ampere comes
    // before Hopper and Blackwell whatever their names; within a year, by Tensor Core
    // generation (Volta's V100 32GB and Turing's T4 both date from 2018).
    struct Generation
    {
        int year = 0;
        int tensorGeneration = 0;
    };
    std::map<QString, Generation> generations;
    for (const auto& gpu : m_workspace.catalog().gpus()) {
        if (!vendor.isEmpty() && QString::fromStdString(gpu.vendor) != vendor)
            continue;
        const Generation own{gpu.launchYear, gpu.tensorCoreGeneration.value_or(0)};
        const auto [it, inserted] = generations.emplace(QString::fromStdString(gpu.architecture), own);
        if (!inserted) {
            it->second.year = std::min(it->second.year, own.year);
            it->second.tensorGeneration = std::min(it->second.tensorGeneration, own.tensorGeneration);
        }
    }
    std::vector<std::tuple<int, int, QString>> architectures;
    for (const auto& [name, generation] : generations)
        architectures.emplace_back(generation.year, generation.tensorGeneration, name);
    std::sort(architectures.begin(), architectures.end());
    const QSignalBlocker block(m_architecture);
    m_architecture->clear();
    m_architecture->addItem(tr("All architectures"), QString());
    for (const auto& [year, tensorGeneration, name] : architectures)
        m_architecture->addItem(name, name);
    selectData(m_architecture, previous);
}

void SpecFilterBar::fillFormFactors()
{
    const QVariant previous = m_formFactor->currentData();
    std::set<engine::FormFactor> forms;
    for (const auto& gpu : m_workspace.catalog().gpus())
        forms.insert(gpu.formFactor);
    const QSignalBlocker block(m_formFactor);
    m_formFactor->clear();
    m_formFactor->addItem(QString(), QString());
    for (const auto form : forms)
        m_formFactor->addItem(QString(), idText(engine::formFactorId(form)));
    selectData(m_formFactor, previous);
}

void SpecFilterBar::fillMarkets()
{
    std::set<engine::Market> markets;
    for (const auto& gpu : m_workspace.catalog().gpus())
        markets.insert(gpu.market);
    const QSignalBlocker block(m_market);
    m_market->clear();
    m_market->addItem(QString(), QString());
    for (const auto market : markets)
        m_market->addItem(QString(), idText(engine::marketId(market)));
    showMarket();
}

void SpecFilterBar::showMarket()
{
    const auto scope = m_workspace.market();
    const QSignalBlocker block(m_market);
    selectData(m_market, scope == engine::MarketScope::All ? QString() : idText(engine::marketScopeId(scope)));
}

void SpecFilterBar::saveSettings() const
{
    Settings::setValue(SettingKey::SpecFilterVendor, m_vendor->currentData().toString());
    Settings::setValue(SettingKey::SpecFilterArchitecture, m_architecture->currentData().toString());
    Settings::setValue(SettingKey::SpecFilterFormFactor, m_formFactor->currentData().toString());
    Settings::setValue(SettingKey::SpecFilterMinimumMemory, m_memory->currentData().toDouble());
    Settings::setValue(SettingKey::SpecFilterLinkRequired, m_link->isChecked());
    Settings::setValue(SettingKey::SpecFilterSearch, m_search->text());
}

void SpecFilterBar::restoreSettings()
{
    {
        const QSignalBlocker blockVendor(m_vendor);
        selectData(m_vendor, Settings::value(SettingKey::SpecFilterVendor).toString());
    }
    // The architectures offered depend on the vendor.
    fillArchitectures();
    const QSignalBlocker blockArchitecture(m_architecture);
    const QSignalBlocker blockForm(m_formFactor);
    const QSignalBlocker blockMemory(m_memory);
    const QSignalBlocker blockLink(m_link);
    const QSignalBlocker blockSearch(m_search);
    selectData(m_architecture, Settings::value(SettingKey::SpecFilterArchitecture).toString());
    selectData(m_formFactor, Settings::value(SettingKey::SpecFilterFormFactor).toString());
    selectData(m_memory, Settings::value(SettingKey::SpecFilterMinimumMemory).toDouble());
    m_link->setChecked(Settings::value(SettingKey::SpecFilterLinkRequired).toBool());
    m_search->setText(Settings::value(SettingKey::SpecFilterSearch).toString());
    apply();
}

void SpecFilterBar::apply()
{
    m_proxy.setVendor(m_vendor->currentData().toString());
    m_proxy.setArchitecture(m_architecture->currentData().toString());
    m_proxy.setFormFactor(m_formFactor->currentData().toString());
    const auto market = m_workspace.market();
    m_proxy.setMarket(market == engine::MarketScope::All ? QString() : idText(engine::marketScopeId(market)));
    m_proxy.setMinimumMemoryGB(m_memory->currentData().toDouble());
    m_proxy.setLinkRequired(m_link->isChecked());
    m_proxy.setSearchText(m_search->text().trimmed());
}

} // namespace gpuatlas::ui
