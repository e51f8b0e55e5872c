// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GpuTableModel.h"

#include <QCollator>
#include <QPointer>
#include <QSortFilterProxyModel>

namespace gpuatlas::ui {

// Sorting and filtering over a GpuTableModel. Numeric columns sort by their raw value
// (GpuCell::RawValueRole), so 141 GB comes after 80 GB; a figure the GPU lacks ("–")
// is always listed last, whichever the order. The source model marks best values among
// the rows this proxy lets through.
class GpuFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit GpuFilterProxyModel(QObject* parent = nullptr);
    ~GpuFilterProxyModel() override;

    // Must be a GpuTableModel.
    void setSourceModel(QAbstractItemModel* sourceModel) override;
    const engine::Gpu* gpuAt(int proxyRow) const;

    // Empty: any.
    QString vendor() const { return m_vendor; }
    void setVendor(const QString& vendor);
    // The architecture is the GPU's generation (Hopper, Blackwell, CDNA 4).
    QString architecture() const { return m_architecture; }
    void setArchitecture(const QString& architecture);
    // A form factor id (engine::formFactorId: "SXM", "Superchip"...).
    QString formFactor() const { return m_formFactor; }
    void setFormFactor(const QString& formFactor);
    // A market id (engine::marketId: "global", "china").
    QString market() const { return m_market; }
    void setMarket(const QString& market);
    // 0: any.
    double minimumMemoryGB() const { return m_minimumMemoryGB; }
    void setMinimumMemoryGB(double gigabytes);
    // Only GPUs with a GPU-to-GPU link (NVLink, Infinity Fabric).
    bool linkRequired() const { return m_linkRequired; }
    void setLinkRequired(bool required);
    // Words that must all appear in the id, name, vendor, architecture or memory type.
    QString searchText() const { return m_searchText; }
    void setSearchText(const QString& text);

signals:
    void filterChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    bool accepts(const engine::Gpu& gpu) const;
    void refilter();

    QPointer<GpuTableModel> m_gpus;
    QString m_vendor;
    QString m_architecture;
    QString m_formFactor;
    QString m_market;
    double m_minimumMemoryGB = 0;
    bool m_linkRequired = false;
    QString m_searchText;
    QStringList m_searchWords;
    QCollator m_collator;
};

} // namespace gpuatlas::ui
