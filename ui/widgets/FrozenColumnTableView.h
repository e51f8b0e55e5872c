// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTableView>

namespace gpuatlas::ui {

// A table whose first column stays in place while the others scroll sideways, so
// the GPU name stays beside its figures in a table wider than the window. A second
// view showing only column 0 lies over the first column (the Qt "Frozen Column"
// example), sharing model and selection.
class FrozenColumnTableView : public QTableView
{
    Q_OBJECT

public:
    explicit FrozenColumnTableView(QWidget* parent = nullptr);

    void setModel(QAbstractItemModel* model) override;
    // The overlay, whose header also needs the context menu and sort clicks.
    QTableView* frozenView() const { return m_frozen; }
    void scrollTo(const QModelIndex& index, ScrollHint hint = EnsureVisible) override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    QModelIndex moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers) override;
    void updateGeometries() override;

private:
    void hideScrollingColumns();
    void updateFrozenGeometry();
    void sortFromFrozenHeader(int section);

    QTableView* m_frozen;
};

} // namespace gpuatlas::ui
