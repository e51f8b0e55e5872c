// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "state/Forward.h"
#include "text/GpuFields.h"

#include <QList>
#include <QWidget>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QPoint;
class QSplitter;
class QStackedWidget;
class QTableView;
class QToolButton;

namespace gpuatlas::text {
class LanguageManager;
}

namespace gpuatlas::ui {

class ComparisonModel;
class ElidedLabel;
class FrozenColumnTableView;
class GpuDetailPane;
class GpuFilterProxyModel;
class GpuTableModel;
class SpecFilterBar;
using state::Workspace;

// The "Specifications" page: filters, the spec table (GPUs as rows) or the
// side-by-side comparison of the ticked GPUs (GPUs as columns), and the detail pane
// of the current GPU. Ticking a GPU writes the Workspace's selection, which the other
// pages read.
class SpecPage : public QWidget
{
    Q_OBJECT

public:
    enum class Orientation
    {
        GpusAsRows,
        GpusAsColumns,
    };

    SpecPage(Workspace& workspace, text::LanguageManager& languages, QWidget* parent = nullptr);
    ~SpecPage() override;

    // For the main window's View menu; the page's own buttons use the same actions.
    QList<QAction*> orientationActions() const;
    QList<QAction*> sparsityActions() const;
    QAction* chooseColumnsAction() const { return m_chooseColumns; }

    Orientation orientation() const { return m_orientation; }
    void setOrientation(Orientation orientation);
    text::Sparsity sparsity() const;
    void setSparsity(text::Sparsity sparsity);

    // In display order; always includes the name.
    QList<text::GpuField> visibleFields() const;
    void setVisibleFields(const QList<text::GpuField>& fields);
    static QList<text::GpuField> defaultVisibleFields();
    // Opens the column chooser dialog.
    void chooseColumns();

    // The GPU in the detail pane; empty when none.
    QString currentGpuId() const { return m_currentGpuId; }
    void setCurrentGpu(const QString& id);

    // GPUs on screen: the rows the filter lets through, or the GPUs compared.
    int shownCount() const;

    SpecFilterBar* filterBar() const { return m_filterBar; }
    FrozenColumnTableView* tableView() const { return m_table; }
    QTableView* comparisonView() const { return m_comparison; }
    GpuDetailPane* detailPane() const { return m_detail; }
    QSplitter* splitter() const { return m_splitter; }
    GpuTableModel* tableModel() const { return m_tableModel; }
    GpuFilterProxyModel* proxyModel() const { return m_proxy; }
    ComparisonModel* comparisonModel() const { return m_comparisonModel; }

signals:
    void shownCountChanged(int shown);

protected:
    void changeEvent(QEvent* event) override;

private:
    void createActions();
    QWidget* createViewBar();
    void retranslateUi();
    // Numbers, labels and the article's text after a language switch.
    void refreshData();
    void updateStack();
    void applyVisibleFields();
    void fitColumns();
    void fitComparisonIfShown();
    void setCurrentFromTable(const QModelIndex& proxyIndex);
    void setCurrentFromComparison(const QModelIndex& index);
    void showDetailFor(const QString& id);
    void showColumnMenu(QWidget* header, const QPoint& pos);
    void showComparisonHeaderMenu(const QPoint& pos);

    Workspace& m_workspace;
    text::LanguageManager& m_languages;
    GpuTableModel* m_tableModel;
    GpuFilterProxyModel* m_proxy;
    ComparisonModel* m_comparisonModel;

    SpecFilterBar* m_filterBar;
    QLabel* m_figuresLabel = nullptr;
    QLabel* m_layoutLabel = nullptr;
    ElidedLabel* m_hint = nullptr;
    QStackedWidget* m_stack;
    FrozenColumnTableView* m_table;
    QTableView* m_comparison;
    QLabel* m_emptyComparison;
    GpuDetailPane* m_detail;
    QSplitter* m_splitter;

    QActionGroup* m_orientationGroup = nullptr;
    QAction* m_rowsAction = nullptr;
    QAction* m_columnsAction = nullptr;
    QActionGroup* m_sparsityGroup = nullptr;
    QAction* m_denseAction = nullptr;
    QAction* m_sparseAction = nullptr;
    QAction* m_chooseColumns = nullptr;
    QAction* m_findAction = nullptr;

    Orientation m_orientation = Orientation::GpusAsRows;
    QList<text::GpuField> m_visible;
    QString m_currentGpuId;
    bool m_comparisonFitted = false;
};

} // namespace gpuatlas::ui
