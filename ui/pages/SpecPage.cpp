// SPDX-License-Identifier: GPL-3.0-or-later
#include "SpecPage.h"

#include "state/Workspace.h"
#include "text/LanguageManager.h"
#include "ui/dialogs/ColumnChooserDialog.h"
#include "ui/models/ComparisonModel.h"
#include "ui/models/GpuFilterProxyModel.h"
#include "ui/models/GpuTableModel.h"
#include "ui/widgets/ElidedLabel.h"
#include "ui/widgets/FrozenColumnTableView.h"
#include "ui/widgets/GpuDetailPane.h"
#include "ui/widgets/SpecFilterBar.h"

#include <QAction>
#include <QActionGroup>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace gpuatlas::ui {

using text::GpuField;
using text::GpuFields;
using text::Sparsity;

namespace {

// Long values (the NVLink column) are elided beyond this; the tooltip has them whole.
constexpr int maximumColumnWidth = 240;

QToolButton* toolButton(QAction* action, QWidget* parent)
{
    auto* button = new QToolButton(parent);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    return button;
}

void setupTable(QTableView* view)
{
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->setTextElideMode(Qt::ElideRight);
    view->horizontalHeader()->setHighlightSections(false);
    view->horizontalHeader()->setMaximumSectionSize(maximumColumnWidth);
    view->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    // Compact rows: the whole catalogue fits on a laptop screen without scrolling.
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
}

// The last widget inside `container` that Tab stops on (the container itself if none).
QWidget* lastTabStop(QWidget& container)
{
    QWidget* last = &container;
    for (QWidget* w = container.nextInFocusChain(); w != &container && container.isAncestorOf(w);
         w = w->nextInFocusChain()) {
        if (w->focusPolicy() & Qt::TabFocus)
            last = w;
    }
    return last;
}

} // namespace

SpecPage::SpecPage(Workspace& workspace, text::LanguageManager& languages, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
    , m_languages(languages)
    , m_tableModel(new GpuTableModel(workspace, this))
    , m_proxy(new GpuFilterProxyModel(this))
    , m_comparisonModel(new ComparisonModel(workspace, this))
    , m_filterBar(nullptr)
    , m_stack(new QStackedWidget(this))
    , m_table(new FrozenColumnTableView(this))
    , m_comparison(new QTableView(this))
    , m_emptyComparison(new QLabel(this))
    , m_detail(new GpuDetailPane(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
{
    m_proxy->setSourceModel(m_tableModel);
    m_filterBar = new SpecFilterBar(workspace, *m_proxy, this);
    createActions();

    setupTable(m_table);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setModel(m_proxy);
    m_table->verticalHeader()->hide();
    // Catalogue order until the user clicks a header.
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_table->setSortingEnabled(true);
    m_table->frozenView()->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    for (QHeaderView* header : {m_table->horizontalHeader(), m_table->frozenView()->horizontalHeader()}) {
        connect(header, &QWidget::customContextMenuRequested, this,
                [this, header](const QPoint& pos) { showColumnMenu(header, pos); });
    }

    setupTable(m_comparison);
    // A selected column would hide the best-value marks; the detail pane names the
    // GPU that was clicked.
    m_comparison->setSelectionMode(QAbstractItemView::NoSelection);
    m_comparison->setModel(m_comparisonModel);
    m_comparison->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_comparison->verticalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_comparison->verticalHeader(), &QWidget::customContextMenuRequested, this,
            [this](const QPoint& pos) { showColumnMenu(m_comparison->verticalHeader(), pos); });
    connect(m_comparison->horizontalHeader(), &QWidget::customContextMenuRequested, this,
            &SpecPage::showComparisonHeaderMenu);

    m_emptyComparison->setAlignment(Qt::AlignCenter);
    m_emptyComparison->setWordWrap(true);
    m_emptyComparison->setMargin(24);

    m_stack->addWidget(m_table);
    m_stack->addWidget(m_comparison);
    m_stack->addWidget(m_emptyComparison);

    m_splitter->addWidget(m_stack);
    m_splitter->addWidget(m_detail);
    m_splitter->setCollapsible(0, false);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({920, 340});

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_filterBar);
    QWidget* viewBar = createViewBar();
    layout->addWidget(viewBar);
    layout->addWidget(m_splitter, 1);
    // The table was made before the bars above it: Tab goes down the page, bars first.
    QWidget::setTabOrder(lastTabStop(*viewBar), m_table);
    QWidget::setTabOrder(m_table, m_comparison);
    QWidget::setTabOrder(m_comparison, m_detail);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &SpecPage::setCurrentFromTable);
    connect(m_comparison->selectionModel(), &QItemSelectionModel::currentColumnChanged, this,
            &SpecPage::setCurrentFromComparison);
    for (const auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved}) {
        connect(m_proxy, signal, this, [this] { emit shownCountChanged(shownCount()); });
    }
    connect(m_proxy, &QAbstractItemModel::modelReset, this, [this] { emit shownCountChanged(shownCount()); });
    connect(m_comparisonModel, &QAbstractItemModel::modelReset, this, [this] {
        // Hidden rows live in the header, which a reset clears.
        applyVisibleFields();
        m_comparisonFitted = false;
        updateStack();
        emit shownCountChanged(shownCount());
    });
    connect(&m_workspace, &Workspace::catalogChanged, this, [this] { showDetailFor(m_currentGpuId); });
    connect(&m_languages, &text::LanguageManager::languageChanged, this, &SpecPage::refreshData);

    m_visible = defaultVisibleFields();
    applyVisibleFields();
    retranslateUi();
    m_detail->setLanguage(m_languages.engineLanguage());
    fitColumns();
    updateStack();
}

SpecPage::~SpecPage() = default;

void SpecPage::createActions()
{
    m_orientationGroup = new QActionGroup(this);
    m_rowsAction = new QAction(m_orientationGroup);
    m_columnsAction = new QAction(m_orientationGroup);
    m_sparsityGroup = new QActionGroup(this);
    m_denseAction = new QAction(m_sparsityGroup);
    m_sparseAction = new QAction(m_sparsityGroup);
    for (QAction* action : {m_rowsAction, m_columnsAction, m_denseAction, m_sparseAction})
        action->setCheckable(true);
    m_rowsAction->setChecked(true);
    m_denseAction->setChecked(true);
    connect(m_rowsAction, &QAction::triggered, this, [this] { setOrientation(Orientation::GpusAsRows); });
    connect(m_columnsAction, &QAction::triggered, this, [this] { setOrientation(Orientation::GpusAsColumns); });
    connect(m_denseAction, &QAction::triggered, this, [this] { setSparsity(Sparsity::Dense); });
    connect(m_sparseAction, &QAction::triggered, this, [this] { setSparsity(Sparsity::Sparse); });

    m_chooseColumns = new QAction(this);
    connect(m_chooseColumns, &QAction::triggered, this, &SpecPage::chooseColumns);

    // Only while the page has focus, so later pages can give Ctrl+F their own meaning.
    m_findAction = new QAction(this);
    m_findAction->setShortcut(QKeySequence::Find);
    m_findAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_findAction);
    connect(m_findAction, &QAction::triggered, this, [this] {
        setOrientation(Orientation::GpusAsRows);
        m_filterBar->focusSearch();
    });
}

QWidget* SpecPage::createViewBar()
{
    auto* bar = new QWidget(this);
    auto* layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    m_figuresLabel = new QLabel(bar);
    layout->addWidget(m_figuresLabel);
    layout->addWidget(toolButton(m_denseAction, bar));
    layout->addWidget(toolButton(m_sparseAction, bar));
    layout->addSpacing(16);
    m_layoutLabel = new QLabel(bar);
    layout->addWidget(m_layoutLabel);
    layout->addWidget(toolButton(m_rowsAction, bar));
    layout->addWidget(toolButton(m_columnsAction, bar));
    layout->addSpacing(16);
    layout->addWidget(toolButton(m_chooseColumns, bar));
    layout->addSpacing(16);
    m_hint = new ElidedLabel(bar);
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_hint, 1);
    return bar;
}

QList<QAction*> SpecPage::orientationActions() const
{
    return {m_rowsAction, m_columnsAction};
}

QList<QAction*> SpecPage::sparsityActions() const
{
    return {m_denseAction, m_sparseAction};
}

void SpecPage::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refreshData();
    }
}

void SpecPage::retranslateUi()
{
    m_rowsAction->setText(tr("GPUs as &Rows"));
    m_rowsAction->setIconText(tr("GPUs as rows"));
    m_rowsAction->setToolTip(tr("One row per GPU: sort, filter and tick GPUs to compare"));
    m_columnsAction->setText(tr("GPUs as &Columns"));
    m_columnsAction->setIconText(tr("GPUs as columns"));
    m_columnsAction->setToolTip(tr("The ticked GPUs side by side, one column each"));
    m_denseAction->setText(tr("&Dense Tensor Figures"));
    m_denseAction->setIconText(tr("Dense"));
    m_denseAction->setToolTip(tr("Tensor throughput without sparsity: what most training and inference gets"));
    m_sparseAction->setText(tr("&Sparse Tensor Figures (2:4)"));
    m_sparseAction->setIconText(tr("Sparse"));
    m_sparseAction->setToolTip(tr("Tensor throughput with 2:4 structured sparsity, as datasheets often print it; "
                                  "only sparse models reach it"));
    m_chooseColumns->setText(tr("C&olumns…"));
    m_chooseColumns->setIconText(tr("Columns…"));
    m_chooseColumns->setToolTip(tr("Choose the columns of the spec table"));
    m_findAction->setText(tr("Find GPU"));
    m_table->setAccessibleName(tr("GPU specifications"));
    m_table->setAccessibleDescription(tr("One row per GPU, sortable by any column; the selected GPU's details and "
                                         "sources are shown beside the table."));
    m_table->frozenView()->setAccessibleName(tr("GPU names"));
    m_comparison->setAccessibleName(tr("Ticked GPUs side by side"));
    m_detail->setAccessibleName(tr("GPU details"));
    m_figuresLabel->setText(tr("Tensor figures:"));
    m_layoutLabel->setText(tr("Layout:"));
    m_emptyComparison->setText(tr("No GPU is ticked for comparison yet.\n\nSwitch to \"GPUs as rows\" and tick the "
                                  "box next to each GPU you want to compare."));
    m_hint->setText(m_orientation == Orientation::GpusAsRows
                        ? tr("Tick GPUs to compare them side by side. Best values are in bold.")
                        : tr("Comparing the ticked GPUs. Best values are in bold."));
}

void SpecPage::refreshData()
{
    m_tableModel->retranslate();
    m_comparisonModel->retranslate();
    m_detail->setLanguage(m_languages.engineLanguage());
    fitColumns();
}

void SpecPage::fitColumns()
{
    m_table->resizeColumnsToContents();
    m_comparisonFitted = false;
    fitComparisonIfShown();
}

// Fitting reads every cell's size; the comparison is hidden at start (and after every
// change of the ticked GPUs while the table is shown), so it is fitted when it is shown.
void SpecPage::fitComparisonIfShown()
{
    if (m_comparisonFitted || m_stack->currentWidget() != m_comparison)
        return;
    m_comparison->resizeColumnsToContents();
    m_comparisonFitted = true;
}

void SpecPage::setOrientation(Orientation orientation)
{
    m_orientation = orientation;
    (orientation == Orientation::GpusAsRows ? m_rowsAction : m_columnsAction)->setChecked(true);
    // The filters choose rows of the table; the comparison shows what is ticked.
    m_filterBar->setEnabled(orientation == Orientation::GpusAsRows);
    retranslateUi();
    updateStack();
    setCurrentGpu(m_currentGpuId);
    emit shownCountChanged(shownCount());
}

void SpecPage::updateStack()
{
    if (m_orientation == Orientation::GpusAsRows)
        m_stack->setCurrentWidget(m_table);
    else if (m_comparisonModel->columnCount() == 0)
        m_stack->setCurrentWidget(m_emptyComparison);
    else
        m_stack->setCurrentWidget(m_comparison);
    fitComparisonIfShown();
}

Sparsity SpecPage::sparsity() const
{
    return m_tableModel->sparsity();
}

void SpecPage::setSparsity(Sparsity sparsity)
{
    m_tableModel->setSparsity(sparsity);
    m_comparisonModel->setSparsity(sparsity);
    (sparsity == Sparsity::Sparse ? m_sparseAction : m_denseAction)->setChecked(true);
    fitColumns();
}

QList<GpuField> SpecPage::defaultVisibleFields()
{
    // What choosing a GPU for AI turns on first (tensor throughput, memory, link), so
    // most of it fits beside the detail pane; the rest is a click away.
    return {GpuField::Name,         GpuField::Architecture, GpuField::LaunchYear, GpuField::Fp16,
            GpuField::Fp8,          GpuField::MemorySize,   GpuField::MemoryType, GpuField::MemoryBandwidth,
            GpuField::Interconnect, GpuField::Tdp};
}

QList<GpuField> SpecPage::visibleFields() const
{
    return m_visible;
}

void SpecPage::setVisibleFields(const QList<GpuField>& fields)
{
    m_visible.clear();
    for (const GpuField field : GpuFields::all()) {
        if (field == GpuField::Name || fields.contains(field))
            m_visible << field;
    }
    applyVisibleFields();
}

void SpecPage::applyVisibleFields()
{
    for (const GpuField field : GpuFields::all()) {
        const bool hidden = !m_visible.contains(field);
        m_table->setColumnHidden(GpuTableModel::columnOf(field), hidden);
        const int row = ComparisonModel::rowOf(field);
        if (row >= 0)
            m_comparison->setRowHidden(row, hidden);
    }
}

void SpecPage::chooseColumns()
{
    ColumnChooserDialog dialog(m_visible, this);
    if (dialog.exec() == QDialog::Accepted)
        setVisibleFields(dialog.visibleFields());
}

void SpecPage::showColumnMenu(QWidget* header, const QPoint& pos)
{
    QMenu menu(this);
    for (const GpuField field : GpuFields::all()) {
        if (field == GpuField::Name)
            continue;
        QAction* action = menu.addAction(GpuFields::label(field));
        action->setCheckable(true);
        action->setChecked(m_visible.contains(field));
        action->setToolTip(GpuFields::description(field));
        connect(action, &QAction::toggled, this, [this, field](bool shown) {
            QList<GpuField> fields = m_visible;
            if (shown)
                fields << field;
            else
                fields.removeAll(field);
            setVisibleFields(fields);
        });
    }
    menu.setToolTipsVisible(true);
    menu.addSeparator();
    menu.addAction(m_chooseColumns);
    menu.addAction(tr("Show &All Columns"), this, [this] {
        const auto fields = GpuFields::all();
        setVisibleFields(QList<GpuField>(fields.begin(), fields.end()));
    });
    menu.addAction(tr("&Default Columns"), this, [this] { setVisibleFields(defaultVisibleFields()); });
    if (header != m_comparison->verticalHeader()) {
        menu.addSeparator();
        QAction* unsort =
            menu.addAction(tr("Catalogue &Order"), this, [this] { m_table->sortByColumn(-1, Qt::AscendingOrder); });
        unsort->setToolTip(tr("Undo sorting: list the GPUs as the catalogue does"));
    }
    menu.exec(header->mapToGlobal(pos));
}

void SpecPage::showComparisonHeaderMenu(const QPoint& pos)
{
    const int column = m_comparison->horizontalHeader()->logicalIndexAt(pos);
    const auto* gpu = m_comparisonModel->gpuAt(column);
    if (!gpu)
        return;
    const QString id = QString::fromStdString(gpu->id);
    const QString name = QString::fromStdString(gpu->name);
    QMenu menu(this);
    menu.addAction(tr("Show Details of %1").arg(name), this, [this, id] { setCurrentGpu(id); });
    menu.addAction(tr("&Remove %1 from Comparison").arg(name), this, [this, id] {
        QStringList selection = m_workspace.selection();
        selection.removeAll(id);
        m_workspace.setSelection(selection);
    });
    menu.exec(m_comparison->horizontalHeader()->mapToGlobal(pos));
}

int SpecPage::shownCount() const
{
    return m_orientation == Orientation::GpusAsRows ? m_proxy->rowCount() : m_comparisonModel->columnCount();
}

void SpecPage::setCurrentGpu(const QString& id)
{
    showDetailFor(id);
    const int sourceRow = m_tableModel->rowOf(id);
    const QModelIndex row = m_proxy->mapFromSource(m_tableModel->index(sourceRow, 0));
    if (row.isValid() && m_table->currentIndex().row() != row.row()) {
        m_table->selectionModel()->setCurrentIndex(row,
                                                   QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_table->scrollTo(row);
    }
    const int column = m_comparisonModel->columnOf(id);
    if (column >= 0 && m_comparison->currentIndex().column() != column) {
        m_comparison->selectionModel()->setCurrentIndex(m_comparisonModel->index(0, column),
                                                        QItemSelectionModel::NoUpdate);
    }
}

void SpecPage::setCurrentFromTable(const QModelIndex& proxyIndex)
{
    if (const auto* gpu = m_proxy->gpuAt(proxyIndex.row()))
        showDetailFor(QString::fromStdString(gpu->id));
}

void SpecPage::setCurrentFromComparison(const QModelIndex& index)
{
    if (const auto* gpu = m_comparisonModel->gpuAt(index.column()))
        showDetailFor(QString::fromStdString(gpu->id));
}

void SpecPage::showDetailFor(const QString& id)
{
    const auto* gpu = id.isEmpty() ? nullptr : m_workspace.catalog().find(id.toStdString());
    m_currentGpuId = gpu ? id : QString();
    m_detail->setGpu(gpu);
}

} // namespace gpuatlas::ui
