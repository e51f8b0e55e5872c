// SPDX-License-Identifier: GPL-3.0-or-later
#include "MatrixPage.h"

#include "MatrixModel.h"
#include "engine/rank/SuitabilityMatrix.h"
#include "files/DataFiles.h"
#include "state/Workspace.h"
#include "text/DiagnosticText.h"
#include "text/MatrixText.h"
#include "ui/document/charts/ChartTheme.h"
#include "ui/document/export/MatrixExport.h"
#include "ui/export/ChartExportButtons.h"
#include "ui/export/ExportDialogs.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gpuatlas::ui {

using exporting::MatrixExport;
using exporting::MatrixView;
using text::MatrixText;

namespace {

// The legend's swatch: the cell's colour, beside a word and a symbol that carry the
// meaning on their own.
QString swatch(engine::Verdict verdict)
{
    const QColor color = charts::ChartTheme().seriesColor(MatrixExport::colorOf(verdict));
    return QStringLiteral("<span style=\"color:%1\">&#9632;</span> ").arg(color.name());
}

} // namespace

MatrixPage::MatrixPage(state::CurrentResult& current, QWidget* parent)
    : QWidget(parent)
    , m_current(current)
    , m_workspace(current.workspace())
    , m_rows(files::DataFiles::loadStandardWorkloads(m_workspace.models()))
    , m_model(new MatrixModel(this))
{
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setVisible(false);

    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->setWordWrap(true);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // Every cell has the same three lines; rows fit them, whatever the column width.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().lineSpacing() * MatrixExport::cellLines +
                                                     m_table->fontMetrics().height());
    m_table->verticalHeader()->setMaximumWidth(260);
    m_table->setTabKeyNavigation(false);

    m_details = new QTextBrowser(this);
    m_details->setOpenLinks(false);
    m_open = new QPushButton(this);
    m_open->setEnabled(false);
    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_details, 1);
    sideLayout->addWidget(m_open);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_table);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);

    m_exportFigure = new exporting::ChartExportButtons(Qt::Horizontal, this);
    m_exportFigure->setBaseName(QStringLiteral("gpu-suitability-matrix"));
    m_exportFigure->setFigureFactory([this](const QSizeF& size) -> std::unique_ptr<charts::ChartFigure> {
        return MatrixExport::figure({*m_model->matrix(), m_model->gpus(), m_model->assumptions(), QLocale()}, size);
    });
    m_exportTable = new QPushButton(this);
    auto* exports = new QHBoxLayout;
    exports->addWidget(m_exportFigure);
    exports->addWidget(m_exportTable);
    exports->addStretch(1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(makeLegend());
    layout->addWidget(m_problem);
    layout->addWidget(splitter, 1);
    layout->addLayout(exports);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) { showDetails(current); });
    connect(m_table, &QTableView::activated, this, &MatrixPage::openCell);
    connect(m_open, &QPushButton::clicked, this, [this] { openCell(m_table->currentIndex()); });
    connect(m_exportTable, &QPushButton::clicked, this, &MatrixPage::exportTable);
    using state::Workspace;
    for (auto signal : {&Workspace::catalogChanged, &Workspace::pricesChanged, &Workspace::assumptionsChanged,
                        &Workspace::currencyChanged})
        connect(&m_workspace, signal, this, &MatrixPage::recompute);
    connect(&m_workspace, &Workspace::selectionChanged, this, &MatrixPage::recompute);
    connect(&m_workspace, &Workspace::marketChanged, this, &MatrixPage::recompute);

    retranslateUi();
    recompute();
}

QWidget* MatrixPage::makeLegend()
{
    auto* legend = new QWidget(this);
    auto* row = new QHBoxLayout(legend);
    row->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < static_cast<int>(std::size(engine::allVerdicts)); ++i) {
        auto* label = new QLabel(legend);
        label->setTextFormat(Qt::RichText);
        m_legend.append(label);
        row->addWidget(label);
    }
    row->addStretch(1);
    return legend;
}

void MatrixPage::recompute()
{
    const QModelIndex current = m_table->currentIndex();
    std::vector<engine::Gpu> gpus;
    // The GPUs ticked, of the market chosen (View > Market).
    for (const QString& id : m_workspace.selection()) {
        if (const auto* gpu = m_workspace.catalog().find(id.toStdString()); gpu && inMarket(*gpu, m_workspace.market()))
            gpus.push_back(*gpu);
    }
    // A broken workloads file leaves an empty matrix (the problem line says why).
    engine::SuitabilityMatrix matrix;
    if (m_rows) {
        const auto rows = engine::matrixWorkloads(m_rows.value());
        matrix = engine::SuitabilityMatrix::compute(
            {rows, gpus, m_workspace.models(), &m_workspace.prices(), m_workspace.assumptions()});
    }
    m_model->setMatrix(std::move(matrix), std::move(gpus), m_workspace.assumptions(), m_workspace.displayCurrency());
    if (current.isValid() && current.row() < m_model->rowCount() && current.column() < m_model->columnCount())
        m_table->setCurrentIndex(m_model->index(current.row(), current.column()));
    else
        showDetails({});
    retranslateUi();
}

void MatrixPage::showDetails(const QModelIndex& index)
{
    const engine::MatrixCell* cell = m_model->cellAt(index);
    m_open->setEnabled(cell != nullptr);
    if (!cell) {
        m_details->setPlainText(tr("Select a cell to see why the engine decided as it did."));
        return;
    }
    const MatrixView view{*m_model->matrix(), m_model->gpus(), m_model->assumptions(), QLocale(), m_model->shown()};
    QStringList lines{tr("%1 on %2")
                          .arg(MatrixExport::rowName(view, static_cast<std::size_t>(index.row())),
                               MatrixExport::gpuName(view, static_cast<std::size_t>(index.column()))),
                      MatrixText::summary(*cell), MatrixText::headline(*cell, QLocale(), m_model->shown()), QString()};
    lines << MatrixText::reasons(*cell, QLocale(), m_model->shown());
    m_details->setPlainText(lines.join(QLatin1Char('\n')));
}

QString MatrixPage::detailsText() const
{
    return m_details->toPlainText();
}

void MatrixPage::openCell(const QModelIndex& index)
{
    const auto* matrix = m_model->matrix();
    if (!matrix || !m_model->cellAt(index))
        return;
    engine::Workload workload = matrix->rows()[static_cast<std::size_t>(index.row())].workload;
    workload.gpus = {matrix->gpus()[static_cast<std::size_t>(index.column())]};
    m_current.setWorkload(workload);
}

void MatrixPage::exportTable()
{
    const auto* matrix = m_model->matrix();
    if (!matrix)
        return;
    using exporting::ExportDialogs;
    const QList<ExportDialogs::FileType> types{{tr("CSV (*.csv)"), QStringLiteral("csv")},
                                               {tr("Markdown (*.md)"), QStringLiteral("md")},
                                               {tr("HTML page (*.html)"), QStringLiteral("html")}};
    const QString path =
        ExportDialogs::askSavePath(this, tr("Export the matrix"), QStringLiteral("gpu-suitability-matrix"), types);
    if (path.isEmpty())
        return;
    ExportDialogs::reportFailure(
        this, MatrixExport::write({*matrix, m_model->gpus(), m_model->assumptions(), QLocale()}, path));
}

void MatrixPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        m_model->retranslate();
        showDetails(m_table->currentIndex());
    }
    QWidget::changeEvent(event);
}

void MatrixPage::retranslateUi()
{
    m_intro->setText(tr("Which of these GPUs suit training, and which suit inference: each row is a standard "
                        "workload, each column a GPU of your selection, each cell the engine's verdict against the "
                        "best GPU of the row. Press Enter or double-click a cell to open it in the recommendation."));
    const auto& assumptions = m_workspace.assumptions();
    for (int i = 0; i < m_legend.size(); ++i) {
        const engine::Verdict verdict = engine::allVerdicts[i];
        m_legend[i]->setText(swatch(verdict) +
                             tr("%1: %2")
                                 .arg(MatrixText::verdictWithSymbol(verdict), MatrixText::rule(verdict, assumptions))
                                 .toHtmlEscaped());
    }
    if (!m_rows) {
        m_problem->setText(text::DiagnosticText::summaryLine(m_rows.errors()));
        m_problem->setVisible(true);
    } else if (m_model->columnCount() == 0) {
        m_problem->setText(tr("Select GPUs in the Specifications page to fill the matrix."));
        m_problem->setVisible(true);
    } else {
        m_problem->setVisible(false);
    }
    m_open->setText(tr("Open in Recommendation"));
    m_exportTable->setText(tr("Table…"));
    m_exportTable->setToolTip(tr("Export the matrix as CSV, Markdown or HTML"));
    m_table->setAccessibleName(tr("Suitability matrix"));
    m_table->setAccessibleDescription(
        tr("Rows are workloads, columns are GPUs; each cell gives the verdict and the key figure."));
    m_details->setAccessibleName(tr("Why this verdict"));
}

} // namespace gpuatlas::ui
