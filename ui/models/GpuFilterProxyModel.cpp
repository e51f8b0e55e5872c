// SPDX-License-Identifier: GPL-3.0-or-later
#include "GpuFilterProxyModel.h"

#include "GpuTableModel.h"

namespace gpuatlas::ui {

namespace {

QLatin1String latin1(std::string_view id)
{
    return QLatin1String(id.data(), static_cast<qsizetype>(id.size()));
}

} // namespace

GpuFilterProxyModel::GpuFilterProxyModel(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(GpuCell::RawValueRole);
    // "RTX 4090" before "RTX 6000 Ada", and case does not split the list.
    m_collator.setNumericMode(true);
    m_collator.setCaseSensitivity(Qt::CaseInsensitive);
}

GpuFilterProxyModel::~GpuFilterProxyModel()
{
    // The source's scope calls back into this proxy.
    if (m_gpus)
        m_gpus->setHighlightScope({});
}

void GpuFilterProxyModel::setSourceModel(QAbstractItemModel* sourceModel)
{
    if (m_gpus)
        m_gpus->setHighlightScope({});
    m_gpus = qobject_cast<GpuTableModel*>(sourceModel);
    Q_ASSERT_X(m_gpus || !sourceModel, "GpuFilterProxyModel", "the source must be a GpuTableModel");
    QSortFilterProxyModel::setSourceModel(m_gpus);
    if (m_gpus)
        m_gpus->setHighlightScope([this](int row) { return filterAcceptsRow(row, {}); });
}

const engine::Gpu* GpuFilterProxyModel::gpuAt(int proxyRow) const
{
    if (!m_gpus)
        return nullptr;
    const QModelIndex source = mapToSource(index(proxyRow, 0));
    return source.isValid() ? m_gpus->gpuAt(source.row()) : nullptr;
}

void GpuFilterProxyModel::setVendor(const QString& vendor)
{
    if (vendor == m_vendor)
        return;
    m_vendor = vendor;
    refilter();
}

void GpuFilterProxyModel::setArchitecture(const QString& architecture)
{
    if (architecture == m_architecture)
        return;
    m_architecture = architecture;
    refilter();
}

void GpuFilterProxyModel::setFormFactor(const QString& formFactor)
{
    if (formFactor == m_formFactor)
        return;
    m_formFactor = formFactor;
    refilter();
}

void GpuFilterProxyModel::setMarket(const QString& market)
{
    if (market == m_market)
        return;
    m_market = market;
    refilter();
}

void GpuFilterProxyModel::setMinimumMemoryGB(double gigabytes)
{
    if (gigabytes == m_minimumMemoryGB)
        return;
    m_minimumMemoryGB = gigabytes;
    refilter();
}

void GpuFilterProxyModel::setLinkRequired(bool required)
{
    if (required == m_linkRequired)
        return;
    m_linkRequired = required;
    refilter();
}

void GpuFilterProxyModel::setSearchText(const QString& text)
{
    if (text == m_searchText)
        return;
    m_searchText = text;
    m_searchWords = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    refilter();
}

void GpuFilterProxyModel::refilter()
{
    invalidateFilter();
    // Which value is best depends on which rows are shown.
    if (m_gpus)
        m_gpus->invalidateHighlight();
    emit filterChanged();
}

bool GpuFilterProxyModel::accepts(const engine::Gpu& gpu) const
{
    if (!m_vendor.isEmpty() && QString::fromStdString(gpu.vendor) != m_vendor)
        return false;
    if (!m_architecture.isEmpty() && QString::fromStdString(gpu.architecture) != m_architecture)
        return false;
    if (!m_formFactor.isEmpty() && latin1(engine::formFactorId(gpu.formFactor)) != m_formFactor)
        return false;
    if (!m_market.isEmpty() && latin1(engine::marketId(gpu.market)) != m_market)
        return false;
    if (gpu.memoryGB < m_minimumMemoryGB)
        return false;
    if (m_linkRequired && !gpu.interconnect)
        return false;
    if (m_searchWords.isEmpty())
        return true;
    const QString haystack = QString::fromStdString(gpu.id + ' ' + gpu.name + ' ' + gpu.vendor + ' ' +
                                                    gpu.architecture + ' ' + gpu.memoryType);
    for (const QString& word : m_searchWords) {
        if (!haystack.contains(word, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

bool GpuFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (sourceParent.isValid() || !m_gpus)
        return false;
    const auto* gpu = m_gpus->gpuAt(sourceRow);
    return gpu && accepts(*gpu);
}

bool GpuFilterProxyModel::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    const QVariant a = left.data(sortRole());
    const QVariant b = right.data(sortRole());
    // Qt sorts descending by asking lessThan(right, left); flipping the answer for a
    // missing value here keeps "–" at the bottom in both orders.
    const bool descending = sortOrder() == Qt::DescendingOrder;
    if (a.isNull() || b.isNull()) {
        if (a.isNull() == b.isNull())
            return false;
        return descending ? a.isNull() : b.isNull();
    }
    if (a.typeId() == QMetaType::Double && b.typeId() == QMetaType::Double)
        return a.toDouble() < b.toDouble();
    return m_collator.compare(a.toString(), b.toString()) < 0;
}

} // namespace gpuatlas::ui
