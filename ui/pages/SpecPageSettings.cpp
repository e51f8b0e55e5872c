// SPDX-License-Identifier: GPL-3.0-or-later
#include "SpecPageSettings.h"

#include "SpecPage.h"
#include "state/Settings.h"
#include "ui/models/GpuTableModel.h"
#include "ui/widgets/FrozenColumnTableView.h"
#include "ui/widgets/SpecFilterBar.h"

#include <QHeaderView>
#include <QSplitter>

#include <optional>

namespace gpuatlas::ui {

using state::SettingKey;
using state::Settings;
using text::GpuField;
using text::GpuFields;
using text::Sparsity;

namespace {

QStringList keysOf(const QList<GpuField>& fields)
{
    QStringList keys;
    for (const GpuField field : fields)
        keys << GpuFields::key(field);
    return keys;
}

std::optional<GpuField> fieldOfKey(const QString& key)
{
    for (const GpuField field : GpuFields::all()) {
        if (GpuFields::key(field) == key)
            return field;
    }
    return std::nullopt;
}

} // namespace

void SpecPageSettings::save(const SpecPage& page)
{
    QList<GpuField> hidden;
    for (const GpuField field : GpuFields::all()) {
        if (!page.visibleFields().contains(field))
            hidden << field;
    }
    // Hidden rather than shown columns are stored, so a column added in a later
    // version shows up for everyone.
    Settings::setValue(SettingKey::SpecHiddenColumns, keysOf(hidden));
    const QHeaderView* header = page.tableView()->horizontalHeader();
    const int sortColumn = header->isSortIndicatorShown() ? header->sortIndicatorSection() : -1;
    Settings::setValue(SettingKey::SpecSortColumn,
                       sortColumn >= 0 && sortColumn < page.tableView()->model()->columnCount()
                           ? GpuFields::key(GpuTableModel::fieldAt(sortColumn))
                           : QString());
    const bool descending = header->sortIndicatorOrder() == Qt::DescendingOrder;
    Settings::setValue(SettingKey::SpecSortOrder,
                       descending ? QStringLiteral("descending") : QStringLiteral("ascending"));
    Settings::setValue(SettingKey::SpecSparsity,
                       page.sparsity() == Sparsity::Sparse ? QStringLiteral("sparse") : QStringLiteral("dense"));
    Settings::setValue(SettingKey::SpecOrientation, page.orientation() == SpecPage::Orientation::GpusAsColumns
                                                        ? QStringLiteral("columns")
                                                        : QStringLiteral("rows"));
    Settings::setValue(SettingKey::SpecSplitter, page.splitter()->saveState());
    Settings::setValue(SettingKey::SpecCurrentGpu, page.currentGpuId());
    page.filterBar()->saveSettings();
}

void SpecPageSettings::restore(SpecPage& page)
{
    page.filterBar()->restoreSettings();
    if (Settings::contains(SettingKey::SpecHiddenColumns)) {
        QList<GpuField> fields;
        const QStringList hidden = Settings::value(SettingKey::SpecHiddenColumns).toStringList();
        for (const GpuField field : GpuFields::all()) {
            if (!hidden.contains(GpuFields::key(field)))
                fields << field;
        }
        page.setVisibleFields(fields);
    }
    const bool sparse = Settings::value(SettingKey::SpecSparsity).toString() == QLatin1String("sparse");
    page.setSparsity(sparse ? Sparsity::Sparse : Sparsity::Dense);
    if (const auto field = fieldOfKey(Settings::value(SettingKey::SpecSortColumn).toString())) {
        const bool descending = Settings::value(SettingKey::SpecSortOrder).toString() == QLatin1String("descending");
        page.tableView()->sortByColumn(GpuTableModel::columnOf(*field),
                                       descending ? Qt::DescendingOrder : Qt::AscendingOrder);
    }
    if (Settings::contains(SettingKey::SpecSplitter))
        page.splitter()->restoreState(Settings::value(SettingKey::SpecSplitter).toByteArray());
    const bool columns = Settings::value(SettingKey::SpecOrientation).toString() == QLatin1String("columns");
    page.setOrientation(columns ? SpecPage::Orientation::GpusAsColumns : SpecPage::Orientation::GpusAsRows);
    const QString current = Settings::value(SettingKey::SpecCurrentGpu).toString();
    if (!current.isEmpty())
        page.setCurrentGpu(current);
}

} // namespace gpuatlas::ui
